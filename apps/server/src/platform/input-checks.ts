/**
 * What every request's input must pass before a route validates it (platform/routes.ts applies
 * these to every route). Both run on every request, so each is linear in the input and cheap, and
 * neither recurses: the input decides how deep it nests, never the size of our stack.
 */

/**
 * How deep arrays and objects may nest in a JSON body (decision 0080). The deepest body a contract
 * accepts nests 5 levels (the cart's PUT; `src/input-checks.api.test.ts` measures every contract), so
 * 64 leaves room for any contract to come; it is also .NET's System.Text.Json default. Past it a
 * body is refused before anything parses it, so Fastify's parser, zod, the logger and our own
 * checks never meet more than 64 levels, whatever a recursion among them can take (the recursive
 * NUL check overflowed the stack at 10,000 levels and answered 500).
 */
export const MAX_BODY_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read before it is parsed. Text
 * with no more opening brackets than the limit cannot, which decides most bodies with a native
 * count; the others take one pass over the text that skips each string's content with indexOf, so
 * brackets in text do not count. Text that is not JSON may be counted wrongly, which only decides
 * which 400 it gets: the parser refuses it anyway.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (openingBracketsWithin(text, limit)) return false;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) index = closingQuoteOf(text, index);
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** Whether the text holds at most `limit` opening brackets, in strings or not. */
function openingBracketsWithin(text: string, limit: number): boolean {
  let count = 0;
  for (const bracket of ['{', '['])
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) {
      count += 1;
      if (count > limit) return false;
    }
  return true;
}

/** Where the string opened at `start` ends: the next quote after an even number of backslashes. */
function closingQuoteOf(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/**
 * Whether a text holds what PostgreSQL cannot store as it was sent: a NUL character (neither text
 * nor jsonb takes one) or a UTF-16 surrogate without its pair (jsonb refuses its `\ud800`, text
 * stores U+FFFD instead). A surrogate pair, an emoji, is fine. Two native scans: measured 3 to 5
 * times faster than one loop over the characters in JavaScript on long texts, no slower on short.
 */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * Whether parsed input (params, query, a body) holds unstorable text anywhere, in a value or a
 * key. Walked with a list of its own instead of recursion, so no nesting overflows the stack.
 */
export function holdsUnstorableText(input: unknown): boolean {
  const pending: object[] = [];
  if (isUnstorableOrSetAside(input, pending)) return true;
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node)) {
      for (const item of node) if (isUnstorableOrSetAside(item, pending)) return true;
    } else
      for (const [key, item] of Object.entries(node))
        if (isUnstorableText(key) || isUnstorableOrSetAside(item, pending)) return true;
  }
  return false;
}

/** Whether a value is unstorable text; an array or object is set aside for the walk to visit. */
function isUnstorableOrSetAside(value: unknown, pending: object[]): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (value !== null && typeof value === 'object') pending.push(value);
  return false;
}
