import type { Failure } from '../../platform/failure';
import { fail } from '../../platform/failure';
import { type Preview, type PreviewStore, PreviewUnavailableError } from './previews/preview-store';
import { storedFileKey } from './stored-files';
import { visitorHashOf } from './upload-owner';
import type { UploadedFileRow, UploadsRepository } from './uploads.repository';

/** What a preview needs to know of a file row. */
export type PreviewedFile = Pick<UploadedFileRow, 'id' | 'status' | 'fileType' | 'pageCount'>;

type Deps = {
  repository: UploadsRepository;
  previews: () => Promise<PreviewStore>;
  /** A file kept for an order (uploaded_files.kept_for_order), whatever became of its session. */
  keptFile: (fileId: string) => Promise<PreviewedFile | undefined>;
  /** Whether the login bound to an upload session is live (accounts). */
  loginIsLive: (loginSessionId: string, userId: string) => Promise<boolean>;
};

type PreviewAnswer = Promise<Preview | Failure<'FILE_NOT_FOUND' | 'PREVIEW_UNAVAILABLE'>>;

/**
 * Page previews: for the browser that uploaded the file (an <img> brings the cookie, not the
 * token), and of files kept for an order for the order desk, which checks who asks (decision
 * 0056). The same store serves both: a preview made while uploading is the desk's too.
 */
export function createPagePreviews(deps: Deps) {
  async function previewOf(
    file: PreviewedFile | undefined,
    width: number,
    page: number,
    source = file ? storedFileKey(file.id) : '',
  ): PreviewAnswer {
    if (!file) return fail('FILE_NOT_FOUND');
    if (file.status === 'ANALYZING' || !file.fileType || page > (file.pageCount ?? 0))
      return fail('PREVIEW_UNAVAILABLE');
    try {
      return await (await deps.previews()).get({
        fileId: file.id,
        source,
        fileType: file.fileType,
        page,
        width,
      });
    } catch (error) {
      if (error instanceof PreviewUnavailableError) return fail('PREVIEW_UNAVAILABLE');
      throw error;
    }
  }

  return {
    /**
     * A page of a file of the browser's open session, while the login that session is bound to
     * is live: the cookie outlives a login that expired or was ended elsewhere (no logout here
     * parked the session), and on a shared computer it must not keep opening the files.
     */
    async preview(visitorId: string, fileId: string, width: number, page: number): PreviewAnswer {
      const found = await deps.repository.findFileForVisitor(fileId, visitorHashOf(visitorId));
      const { loginSessionId, userId } = found?.session ?? {};
      const live = loginSessionId && userId ? await deps.loginIsLive(loginSessionId, userId) : false;
      return previewOf(live ? found?.file : undefined, width, page);
    },

    /**
     * A page of a file an order took, made now when it was not made before. Files kept for an
     * order are never discarded with their session, nor are their previews; the caller has
     * checked that the asker may see the order (the order desk's guard).
     */
    async ofOrderedFile(fileId: string, width: number, page: number): PreviewAnswer {
      return previewOf(await deps.keptFile(fileId), width, page);
    },

    /**
     * A page of a file another feature stores under a key of its own (the file store, whose
     * filed files keep their upload's id, so a preview made while uploading is theirs too). The
     * caller has checked who asks.
     */
    async ofStoredFile(
      file: PreviewedFile & { storageKey: string },
      width: number,
      page: number,
    ): PreviewAnswer {
      return previewOf(file, width, page, file.storageKey);
    },

    /** Removes a file's previews (its stored file went for good). */
    async removeOf(fileId: string): Promise<void> {
      await (await deps.previews()).remove(fileId);
    },
  };
}
export type PagePreviews = ReturnType<typeof createPagePreviews>;
