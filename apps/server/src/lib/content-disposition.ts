/**
 * `Content-Disposition: attachment` for a download under its own name (RFC 6266): an ASCII
 * fallback for old clients and the exact name as UTF-8 (RFC 8187), so 'Offerte één.pdf' arrives
 * as itself and a quote or a line break in a name can never end the header's value.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The content type of a file by its name's extension; bytes of any other kind as octets. */
export function contentTypeOf(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) ?? 'application/octet-stream';
}
