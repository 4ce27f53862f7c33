import { apiResponse } from './api-client';

/** A file the server answered: its content and the name its Content-Disposition gives. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * Fetches a file answer (a job ticket, an ordered file) with the login, which a plain link
 * cannot carry (it sends no bearer token); the caller hands the blob to the browser. Apart from
 * the API client, so that only the screens with downloads load it.
 */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const response = await apiResponse(path);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}
