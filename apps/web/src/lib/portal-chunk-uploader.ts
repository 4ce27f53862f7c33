import { currentBearerToken } from './api-client';
import type { ChunkUploader, ChunkUploaderCallbacks } from './chunk-uploader';
import { contracts } from './contracts';

/**
 * The portal's chunk uploader (flow.js) on the uploads' chunk path, loaded with the first file,
 * for uploads that are filed somewhere (lib/filed-uploads.ts): the file store's folders and the
 * desk's scan deliveries. New uploads send no test chunks (decision 0115).
 */
export async function loadPortalChunkUploader(
  query: (key: string | undefined) => Record<string, string>,
  callbacks: ChunkUploaderCallbacks,
): Promise<ChunkUploader> {
  const [{ createChunkUploader }, uploadsApi] = await Promise.all([
    import('./chunk-uploader'),
    contracts.uploads(),
  ]);
  return createChunkUploader(
    { target: uploadsApi.uploadChunk.path, bearerToken: currentBearerToken, query, answersTestChunks: false },
    callbacks,
  );
}
