import { uploadDesignFile } from '@portal/shared/api/print-store-admin.api';
import { apiErrorSchema } from '@portal/shared/schemas/common';
import { type DesignFileAnswer, designFileAnswerSchema } from '@portal/shared/schemas/print-store-admin';
import type { QueryClient } from '@tanstack/react-query';
import { currentBearerToken } from '../../../../lib/api-client';
import type { ChunkUploader, ChunkUploaderCallbacks } from '../../../../lib/chunk-uploader';
import { queryClient } from '../../../../lib/query-client';

/**
 * A design's files on their way to the server (spec 02 section 4, decisions 0113 and 0115): an
 * original picked in 'Ontwerpen toevoegen' waits, paused, until its design-info dialog created
 * the design; then it goes with the design's id. A preview image or a new original of an
 * existing design goes at once. The portal's chunk uploader sends them (lib/chunk-uploader.ts,
 * flow.js), loaded when the first file is picked. Uploads go on while the admin moves through
 * the store; the collection page shows each on its design's card.
 */

export type DesignUploadState = 'waiting' | 'uploading' | 'checking' | 'failed';

export type DesignUpload = {
  key: string;
  fileName: string;
  bytes: number;
  /** An original (PDF or JPG) or a preview image (JPEG or PNG). */
  purpose: 'source' | 'preview';
  /** Null while it waits for its design-info dialog. */
  designId: string | null;
  collectionId: string;
  state: DesignUploadState;
  /** 0 to 1, of the bytes sent. */
  fraction: number;
  /** Why it failed: the server's Dutch refusal, or null after a broken connection. */
  problem: { message: string; canRetry: boolean } | null;
};

/** Refusals of the file itself: sending it again cannot help (decision 0113). */
const REFUSED_FILE = new Set([
  'DESIGN_FILE_TYPE_NOT_ALLOWED',
  'PREVIEW_FILE_TYPE_NOT_ALLOWED',
  'DESIGN_PDF_PROTECTED',
  'DESIGN_FILE_DAMAGED',
  'DESIGN_PREVIEW_FAILED',
  'STORE_ITEM_NOT_FOUND',
  'PRINT_STORE_NOT_YOURS',
  'FILE_TOO_LARGE',
]);

/** The extensions and types a design's original and a preview may have (the server checks the content). */
const ACCEPTED = {
  source: { extensions: ['pdf', 'jpg', 'jpeg'], types: ['application/pdf', 'image/jpeg'] },
  preview: { extensions: ['jpg', 'jpeg', 'png'], types: ['image/jpeg', 'image/png'] },
} as const;

const sizeOf = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
/** A file's size as the dialogs show it: '840 kB', '12,5 MB'. */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${sizeOf.format(bytes / 1024)} kB` : `${sizeOf.format(bytes / 1024 / 1024)} MB`;

/** The file input's `accept`. */
export const ACCEPT_OF = {
  source: '.pdf,.jpg,.jpeg,application/pdf,image/jpeg',
  preview: '.jpg,.jpeg,.png,image/jpeg,image/png',
} as const;

/**
 * Whether a picked file may be sent as this purpose, by its name and type as the computer gives
 * them; the server decides by the content (a renamed file is refused there, decision 0113).
 */
export function acceptable(file: File, purpose: DesignUpload['purpose']): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const accepted = ACCEPTED[purpose];
  return (
    (accepted.extensions as readonly string[]).includes(extension) &&
    (file.type === '' || (accepted.types as readonly string[]).includes(file.type))
  );
}

export type DesignUploadEvents = {
  /** A file is stored and checked: the server's answer (its preview, its original). */
  finished?: (upload: DesignUpload, answer: DesignFileAnswer | null) => void;
};

export function createDesignUploads(deps: {
  /** The chunk uploader, with the query each file's chunks carry and what it reports. */
  load: (
    query: (key: string | undefined) => Record<string, string>,
    callbacks: ChunkUploaderCallbacks,
  ) => Promise<ChunkUploader>;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
}) {
  let uploads: readonly DesignUpload[] = [];
  const files = new Map<string, File>();
  const identifiers = new Map<string, string>();
  const listeners = new Set<() => void>();
  const finishedListeners = new Set<NonNullable<DesignUploadEvents['finished']>>();
  let loading: Promise<ChunkUploader> | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (key: string, change: Partial<DesignUpload>) => {
    uploads = uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload));
    emit();
  };
  const remove = (key: string) => {
    uploads = uploads.filter((upload) => upload.key !== key);
    files.delete(key);
    identifiers.delete(key);
    emit();
  };
  const find = (key: string | undefined) => uploads.find((upload) => upload.key === key);

  /** The query of a file's chunks (spec 02 section 7): which design, and what the file is. */
  function queryOf(key: string | undefined): Record<string, string> {
    const upload = find(key);
    if (!upload?.designId) return {};
    const preview = upload.purpose === 'preview';
    return {
      isPreview: String(preview),
      fileType: preview ? 'PREVIEW' : 'SOURCE',
      productId: upload.designId,
      collectionId: upload.collectionId,
    };
  }

  function failed(key: string, responseText: string) {
    const refusal = (() => {
      try {
        return apiErrorSchema.parse(JSON.parse(responseText));
      } catch {
        return null;
      }
    })();
    update(key, {
      state: 'failed',
      problem: refusal
        ? { message: refusal.message, canRetry: !REFUSED_FILE.has(refusal.error) }
        : { message: '', canRetry: true },
    });
  }

  function uploader(): Promise<ChunkUploader> {
    loading ??= deps.load(queryOf, callbacks).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  /** Hands the file to the uploader; a failure to load it counts as a broken connection. */
  function send(key: string, options: { paused?: boolean; resume?: boolean }) {
    const file = files.get(key);
    if (!file) return;
    uploader().then(
      (loaded) => {
        if (!find(key)) return;
        loaded.send(key, file, { ...options, identifier: identifiers.get(key) });
      },
      () => failed(key, ''),
    );
  }

  const callbacks: ChunkUploaderCallbacks = {
    progress(key, fraction) {
      const upload = find(key);
      if (!upload || upload.state === 'waiting') return;
      // Every byte sent: the server checks the file and makes its preview before it answers.
      update(key, { fraction, state: fraction >= 1 ? 'checking' : 'uploading' });
    },
    success(key, _chunks, responseText) {
      const upload = find(key);
      if (!upload) return;
      let answer: DesignFileAnswer | null = null;
      try {
        answer = designFileAnswerSchema.parse(JSON.parse(responseText));
      } catch {
        // A resumed upload whose last chunk the server had already: its answer was a test chunk's.
      }
      remove(key);
      for (const listener of finishedListeners) listener(upload, answer);
      // The card shows the new preview, the edit dialog the original.
      void deps.queryClient.invalidateQueries({ queryKey: ['printStore'] });
      void deps.queryClient.invalidateQueries({ queryKey: ['printStoreAdmin'] });
    },
    error: failed,
  };

  function added(
    file: File,
    purpose: DesignUpload['purpose'],
    collectionId: string,
    designId: string | null,
  ) {
    const key = crypto.randomUUID();
    files.set(key, file);
    identifiers.set(key, crypto.randomUUID());
    const upload: DesignUpload = {
      key,
      fileName: file.name,
      bytes: file.size,
      purpose,
      designId,
      collectionId,
      state: designId ? 'uploading' : 'waiting',
      fraction: 0,
      problem: null,
    };
    uploads = [...uploads, upload];
    emit();
    return upload;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => uploads,
    onFinished(listener: NonNullable<DesignUploadEvents['finished']>) {
      finishedListeners.add(listener);
      return () => {
        finishedListeners.delete(listener);
      };
    },

    /** Originals picked in 'Ontwerpen toevoegen': added paused, each waiting for its dialog. */
    addWaiting(picked: File[], collectionId: string): DesignUpload[] {
      return picked.map((file) => {
        const upload = added(file, 'source', collectionId, null);
        send(upload.key, { paused: true });
        return upload;
      });
    },

    /** The design-info dialog created the design: its file goes now, with the design's id. */
    start(key: string, design: { id: string; collectionId: string }) {
      update(key, { designId: design.id, collectionId: design.collectionId, state: 'uploading' });
      void uploader().then((loaded) => loaded.resume(key));
    },

    /** A preview image or a new original of an existing design, sent at once. */
    sendFor(file: File, purpose: DesignUpload['purpose'], design: { id: string; collectionId: string }) {
      const upload = added(file, purpose, design.collectionId, design.id);
      send(upload.key, {});
      return upload;
    },

    /**
     * Sends a failed file again under the upload id it had: each chunk is first asked for with a
     * test chunk, so what the server has is not sent twice (decision 0115).
     */
    retry(key: string) {
      update(key, { state: 'uploading', problem: null });
      send(key, { resume: true });
    },

    /** Stops a file (waiting or on its way) and forgets it, or forgets a failed one. */
    cancel(key: string) {
      if (loading) void loading.then((loaded) => loaded.cancel(key));
      remove(key);
    },
  };
}
export type DesignUploads = ReturnType<typeof createDesignUploads>;

/** The app's one design upload store. */
export const designUploads = createDesignUploads({
  load: (query, callbacks) =>
    import('../../../../lib/chunk-uploader').then(({ createChunkUploader }) =>
      createChunkUploader(
        { target: uploadDesignFile.path, bearerToken: currentBearerToken, query, answersTestChunks: true },
        callbacks,
      ),
    ),
  queryClient,
});
