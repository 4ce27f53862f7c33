import type { Failure } from '../../platform/failure';
import { fail } from '../../platform/failure';
import type { FileStorage } from './file-storage';
import { type Preview, type PreviewStore, PreviewUnavailableError } from './previews/preview-store';
import { visitorHashOf } from './upload-owner';
import type { UploadsRepository } from './uploads.repository';

type Deps = { repository: UploadsRepository; storage: FileStorage; previews: () => Promise<PreviewStore> };

/** Page previews for the browser that uploaded the file (an <img> brings the cookie, not the token). */
export function createPagePreviews(deps: Deps) {
  return {
    async preview(
      visitorId: string,
      fileId: string,
      width: number,
      page: number,
    ): Promise<Preview | Failure<'FILE_NOT_FOUND' | 'PREVIEW_UNAVAILABLE'>> {
      const file = await deps.repository.findFileForVisitor(fileId, visitorHashOf(visitorId));
      if (!file) return fail('FILE_NOT_FOUND');
      if (file.status === 'ANALYZING' || !file.fileType || page > (file.pageCount ?? 0))
        return fail('PREVIEW_UNAVAILABLE');
      try {
        return await (await deps.previews()).get({
          fileId: file.id,
          sourcePath: deps.storage.pathOf(file.id),
          fileType: file.fileType,
          page,
          width,
        });
      } catch (error) {
        if (error instanceof PreviewUnavailableError) return fail('PREVIEW_UNAVAILABLE');
        throw error;
      }
    },
  };
}
export type PagePreviews = ReturnType<typeof createPagePreviews>;
