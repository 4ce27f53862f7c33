/** A search text as the store searches it: trimmed; null when nothing is left (spec 02 section 5). */
export function searchTextOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
