/** A piece of a snippet: plain text, or a word the search found. */
export type SnippetPart = { text: string; marked: boolean };

/**
 * The server marks the words it found between « and » (decision 0120). The snippet is text, never
 * HTML: it is split here into parts that the page renders as text and <mark>, so nothing in a
 * document's text can become markup. An unclosed « marks to the end; a lone » is kept as text.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const open = rest.indexOf('«');
    if (open === -1) {
      parts.push({ text: rest, marked: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), marked: false });
    const close = rest.indexOf('»', open + 1);
    const word = close === -1 ? rest.slice(open + 1) : rest.slice(open + 1, close);
    if (word) parts.push({ text: word, marked: true });
    rest = close === -1 ? '' : rest.slice(close + 1);
  }
  return parts;
}
