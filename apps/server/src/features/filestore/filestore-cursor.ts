import { z } from 'zod';

/**
 * The opaque cursors of the file store's pages (decision 0121): base64url of a small JSON that
 * names the list it belongs to (`of`: a folder's sort, the trash, a search), and the last row's
 * key and id. A cursor that does not decode, or belongs to another list, is refused
 * (FILESTORE_CURSOR_INVALID) instead of answering a page of something else.
 */

const cursorSchema = z.object({
  /** Which list, and in which order: e.g. 'folder:<id>:name:asc', 'trash', 'search:<words>'. */
  of: z.string().max(300),
  /** The last row's sort key: text, a number, or null (a file without a page count). */
  key: z.union([z.string().max(400), z.number(), z.null()]),
  id: z.uuid(),
});
export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor when it decodes and belongs to the list `of`; else null. */
export function decodeCursor(text: string, of: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const cursor = cursorSchema.safeParse(parsed);
  return cursor.success && cursor.data.of === of ? cursor.data : null;
}
