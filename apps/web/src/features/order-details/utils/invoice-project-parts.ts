/**
 * A multi-field project is typed in one input per field, shown with the theme's hyphen between
 * them (spec 02 section 5). A hyphen typed or pasted into a field that is not the last one
 * cannot stay there (the order keeps the fields joined by that hyphen): the text after it goes
 * on into the next fields, as if the hyphen had been the step to the next input (a hyphen at the
 * end only steps on, leaving the next field as it was). The last field
 * keeps any hyphen, as the rules' split gives it any rest.
 *
 * Answers the new parts and the field that should have the focus.
 */
export function typeIntoProjectPart(
  parts: readonly string[],
  index: number,
  typed: string,
  hyphen: string,
): { parts: string[]; focus: number } {
  const next = [...parts];
  const last = parts.length - 1;
  if (index >= last || !typed.includes(hyphen)) {
    next[index] = typed;
    return { parts: next, focus: index };
  }
  const pieces = typed.split(hyphen);
  let position = index;
  for (const [offset, piece] of pieces.entries()) {
    position = Math.min(index + offset, last);
    const text = position === last ? pieces.slice(offset).join(hyphen) : piece;
    // A hyphen typed at the end only steps on: what the next field holds stays.
    if (offset === 0 || text !== '') next[position] = text;
    if (position === last) break;
  }
  return { parts: next, focus: position };
}
