import { ANALYSIS_POLL_INTERVAL_MS } from '@portal/shared/constants';
import type {
  FinaliseUploadBody,
  FinaliseUploadResponse,
  UploadedFile,
} from '@portal/shared/schemas/uploads';
import type { ChunkUploader, ChunkUploaderCallbacks, UploadedChunks } from './chunk-uploader';

/**
 * Files uploaded to be filed somewhere (decision 0120, 'Files in'; decision 0126): 'Bestanden
 * toevoegen' in a folder of the file store, and the scans the order desk delivers into a scan
 * order's archive. Every file goes the way every upload of the portal goes: chunked into the
 * user's upload session by the portal's one chunk uploader (lib/chunk-uploader.ts, flow.js),
 * finalised, analysed by the server (polled every 500 ms, as the home page's list is); then the
 * analysed uploads are filed (`fileUploads`, the caller's call), which moves them out of the
 * session's list. Each file goes on by itself, so one refusal stops only that file.
 */

export type FiledUploadState = 'uploading' | 'analysing' | 'filing' | 'done' | 'failed';

export type FiledUpload = {
  key: string;
  name: string;
  size: number;
  state: FiledUploadState;
  /** 0 to 1, of the bytes sent. */
  fraction: number;
  /** Why it failed: the server's Dutch refusal, or null after a broken connection. */
  problem: string | null;
};

export type FiledUploadDeps<Target> = {
  /** The portal's chunk uploader on the upload path, with the query each chunk carries. */
  loadUploader: (
    query: (key: string | undefined) => Record<string, string>,
    callbacks: ChunkUploaderCallbacks,
  ) => Promise<ChunkUploader>;
  sessionId: () => Promise<string>;
  finalise: (sessionId: string, body: FinaliseUploadBody) => Promise<FinaliseUploadResponse>;
  uploadedFile: (sessionId: string, fileId: string) => Promise<UploadedFile>;
  fileUploads: (target: Target, body: { sessionId: string; uploadIds: string[] }) => Promise<unknown>;
  /**
   * Whether this file, when it is a zip, is unpacked at upload into its entries, each filed with
   * its folders; all of it or nothing (strictZip). Without it every file is filed as it is.
   */
  unzip?: (name: string) => boolean;
  /** The wait between two questions about an analysis. */
  wait: (ms: number) => Promise<void>;
  /** A refusal's Dutch message; null for a broken connection. */
  problemOf: (error: unknown) => string | null;
  /** A file was filed: the listing asks again. */
  filed: () => void;
};

/** The Dutch message of a failing chunk's answer, if it is one of the server's refusals. */
export function refusalOf(responseText: string): string | null {
  try {
    const answer: unknown = JSON.parse(responseText);
    if (typeof answer === 'object' && answer !== null && 'message' in answer) {
      const message = (answer as { message: unknown }).message;
      return typeof message === 'string' ? message : null;
    }
  } catch {
    // Not JSON: a broken connection or a proxy's page.
  }
  return null;
}

export function createFiledUploads<Target>(deps: FiledUploadDeps<Target>) {
  let uploads: readonly FiledUpload[] = [];
  const targets = new Map<string, Target>();
  const listeners = new Set<() => void>();
  let session: Promise<string> | null = null;
  let sessionKnown: string | null = null;
  let loading: Promise<ChunkUploader> | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const update = (key: string, change: Partial<FiledUpload>) => {
    uploads = uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload));
    emit();
  };
  const find = (key: string) => uploads.find((upload) => upload.key === key);
  const fail = (key: string, problem: string | null) => update(key, { state: 'failed', problem });

  function sessionId(): Promise<string> {
    session ??= deps.sessionId().then(
      (id) => {
        sessionKnown = id;
        return id;
      },
      (error: unknown) => {
        session = null;
        throw error;
      },
    );
    return session;
  }

  function uploader(): Promise<ChunkUploader> {
    loading ??= deps
      .loadUploader(() => ({ sessionId: sessionKnown ?? '' }), callbacks)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  }

  /** Finalised: waits for the analysis, then files the upload into its folder. */
  async function finish(key: string, chunks: UploadedChunks): Promise<void> {
    if (!targets.has(key)) return;
    const target = targets.get(key) as Target;
    try {
      const id = await sessionId();
      const unzip = deps.unzip?.(chunks.name) === true;
      const finalised = await deps.finalise(id, {
        identifier: chunks.identifier,
        name: chunks.name,
        relativePath: chunks.relativePath,
        chunkCount: chunks.chunkCount,
        unzip,
        ...(unzip ? { strictZip: true } : {}),
        analyse: true,
      });
      const uploadIds: string[] = [];
      for (const file of finalised.files) {
        let current = file;
        while (current.status === 'ANALYZING') {
          await deps.wait(ANALYSIS_POLL_INTERVAL_MS);
          current = await deps.uploadedFile(id, current.uuid);
        }
        uploadIds.push(current.uuid);
      }
      update(key, { state: 'filing' });
      await deps.fileUploads(target, { sessionId: id, uploadIds });
      update(key, { state: 'done', fraction: 1 });
      deps.filed();
    } catch (error) {
      fail(key, deps.problemOf(error));
    }
  }

  const callbacks: ChunkUploaderCallbacks = {
    progress(key, fraction) {
      if (find(key)?.state === 'uploading') update(key, { fraction });
    },
    success(key, chunks) {
      if (!find(key)) return;
      update(key, { state: 'analysing', fraction: 1 });
      void finish(key, chunks);
    },
    error(key, responseText) {
      if (find(key)) fail(key, refusalOf(responseText));
    },
  };

  async function send(key: string, file: File): Promise<void> {
    try {
      await sessionId();
      (await uploader()).send(key, file);
    } catch (error) {
      fail(key, deps.problemOf(error));
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): readonly FiledUpload[] => uploads,

    /** Sends picked files to be filed at `target`. */
    add(files: readonly File[], target: Target): void {
      const added = files.map((file) => {
        const key = crypto.randomUUID();
        targets.set(key, target);
        return {
          upload: {
            key,
            name: file.name,
            size: file.size,
            state: 'uploading',
            fraction: 0,
            problem: null,
          } as const,
          file,
        };
      });
      uploads = [...uploads, ...added.map(({ upload }) => upload)];
      emit();
      for (const { upload, file } of added) void send(upload.key, file);
    },

    /** Forgets the finished and failed files (the panel's 'Sluiten'). */
    clearFinished(): void {
      const finished = uploads.filter((upload) => upload.state === 'done' || upload.state === 'failed');
      for (const upload of finished) targets.delete(upload.key);
      uploads = uploads.filter((upload) => !finished.includes(upload));
      emit();
    },
  };
}
export type FiledUploads<Target> = ReturnType<typeof createFiledUploads<Target>>;

/** Whether every file has come to an end (filed, or refused). */
export const allFinished = (uploads: readonly FiledUpload[]) =>
  uploads.every((upload) => upload.state === 'done' || upload.state === 'failed');
