/**
 * The most text one file keeps (issue 31, decision 0122). The file store's search indexes the
 * first 300,000 characters of it (SEARCHED_TEXT_CHARS there: a tsvector must stay under 1 MB);
 * the cap bounds the row and the worker time beyond that. A book of 2,000 characters a page
 * reaches it at page 500, and its later pages are measured but their text is not read.
 */
export const TEXT_LAYER_MAX_CHARS = 1_000_000;

/**
 * Characters that carry nothing for search: C0 and C1 controls other than whitespace (NUL,
 * which PostgreSQL refuses in text, and the codes broken font encodings map glyphs to),
 * noncharacters, and halves of surrogate pairs that lost their other half.
 */
const MEANINGLESS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFF]/gu;

/**
 * Where PDFium joined a word hyphenated at the end of a line it leaves U+FFFE in place of the
 * hyphen and the line break ("com\uFFFEpany"): removing it gives back the word.
 */
const JOINED_HYPHEN = /\uFFFE/g;

/**
 * One page's text as search wants it: one line of words, single spaces, in NFKC so that
 * typeset ligatures ("ﬁ") and decomposed accents read as the letters a customer types. Dutch
 * diacritics (ë, ï, é, ö, ü) stay: NFKC composes them, it never strips them.
 */
export function normalisePageText(raw: string): string {
  return raw
    .replace(JOINED_HYPHEN, '')
    .replace(MEANINGLESS, '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text layer of one file as its pages come in, in any order (ranges run side by side on
 * several workers): line n is page n, and the whole is cut at `maxChars`. It keeps no page
 * that falls wholly past the cap, so it never holds much more than the cap, however many pages
 * arrive first out of order.
 */
export interface TextLayer {
  /** Page `page`'s normalised text ('' for a page without text). */
  add(page: number, text: string): void;
  /** False when the pages before `page` already fill the cap: its text would be cut away. */
  wants(page: number): boolean;
  /** The pages' text, one line each, cut at the cap; null when no page has any (a scan). */
  result(): string | null;
}

export function createTextLayer(maxChars = TEXT_LAYER_MAX_CHARS): TextLayer {
  const pages = new Map<number, string>();
  let held = 0;
  /** The first page the cap leaves no room for. */
  let cutoff = Number.POSITIVE_INFINITY;

  /** Finds the cutoff once the pages held reach the cap, and lets go of the pages past it. */
  const prune = () => {
    let before = 0;
    for (const page of [...pages.keys()].sort((a, b) => a - b)) {
      if (page >= cutoff) {
        held -= pages.get(page)?.length ?? 0;
        pages.delete(page);
        continue;
      }
      before += pages.get(page)?.length ?? 0;
      if (before >= maxChars) cutoff = page + 1;
    }
  };

  return {
    add(page, text) {
      if (page >= cutoff || pages.has(page)) return;
      pages.set(page, text);
      held += text.length;
      if (held >= maxChars) prune();
    },
    wants: (page) => page < cutoff,
    result() {
      let last = 0;
      for (const [page, text] of pages) if (text !== '' && page > last) last = page;
      if (last === 0) return null;
      const lines = Array.from({ length: last }, (_, index) => pages.get(index + 1) ?? '');
      const text = lines.join('\n');
      if (text.length <= maxChars) return text;
      // Never half a surrogate pair at the cut.
      const end = /[\uD800-\uDBFF]/.test(text.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
      return text.slice(0, end);
    },
  };
}
