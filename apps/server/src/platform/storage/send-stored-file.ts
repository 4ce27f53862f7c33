import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../failure';
import { sendFailure } from '../routes';
import type { ByteRange, FileStorage } from './file-storage';

/** A stored file to answer with: where it is and its length. */
export type StoredDownload = { storage: FileStorage; key: string; size: number };

/**
 * The byte range a Range header asks for within a file of `size` bytes: one range (`bytes=a-b`,
 * `bytes=a-`, `bytes=-n`), 'unsatisfiable' when it lies past the end, undefined for the whole
 * file (no header, a unit other than bytes, or several ranges, which the whole file answers as
 * RFC 9110 allows).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/**
 * Answers with a stored file, streamed from the storage: whole, or the one byte range the
 * request asks for (206), as a browser or download manager asks to resume a large download or
 * seek in it; a range past the end is 416 RANGE_NOT_SATISFIABLE. An If-Range that is not the
 * file's current ETag gets the whole file. The caller has set the type and the caching headers.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredDownload,
  etag?: string,
): Promise<FastifyReply> {
  reply.header('accept-ranges', 'bytes');
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? requestedRange(request.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    // The refusal is the error shape, not the file: no download name, no file's type.
    reply.removeHeader('content-disposition');
    reply.header('content-range', `bytes */${file.size}`).type('application/json; charset=utf-8');
    return sendFailure(reply, fail('RANGE_NOT_SATISFIABLE'));
  }
  // Never compressed, whole or in part: a download resumed by range would otherwise join bytes of
  // a gzip body to plain ones. @fastify/compress leaves alone what a request marks so.
  request.headers['x-no-compression'] = 'stored file';
  if (!range) return reply.header('content-length', file.size).send(await file.storage.read(file.key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await file.storage.read(file.key, range));
}
