/**
 * A theme's field format in words, for the message that says which format is expected (issue 32
 * point 6): '\d{4}' is '4 cijfers', '[A-Z]{2}\d{3}' '2 hoofdletters gevolgd door 3 cijfers',
 * 'Z-\d{6}' '‘Z-’ gevolgd door 6 cijfers'. Only the plain patterns themes use are said: a run of
 * literal characters and the classes below, each with an optional count. Anything else (groups,
 * alternatives, a dot, anchors inside) is null: the caller falls back on the theme's placeholder.
 */

type Kind = { one: string; many: string };

const CLASSES: Record<string, Kind> = {
  '\\d': { one: 'cijfer', many: 'cijfers' },
  '[0-9]': { one: 'cijfer', many: 'cijfers' },
  '[A-Z]': { one: 'hoofdletter', many: 'hoofdletters' },
  '[a-z]': { one: 'kleine letter', many: 'kleine letters' },
  '[A-Za-z]': { one: 'letter', many: 'letters' },
  '[a-zA-Z]': { one: 'letter', many: 'letters' },
  '[A-Z0-9]': { one: 'hoofdletter of cijfer', many: 'hoofdletters of cijfers' },
  '[0-9A-Z]': { one: 'hoofdletter of cijfer', many: 'hoofdletters of cijfers' },
  '[A-Za-z0-9]': { one: 'letter of cijfer', many: 'letters of cijfers' },
};

/** How many of a class: exactly `min` when `max` equals it; `max` null: no upper bound. */
type Count = { min: number; max: number | null };

type Part = { literal: string } | { kind: Kind; count: Count };

/** Characters that mean something in a pattern; escaped, they are themselves. */
const SPECIAL = new Set([...'\\^$.|?*+()[]{}']);

/** The count after a token at `at`, and where the pattern goes on; null for a count we do not say. */
function countAt(source: string, at: number): { count: Count; next: number } | null {
  const rest = source.slice(at);
  if (rest.startsWith('+')) return { count: { min: 1, max: null }, next: at + 1 };
  if (rest.startsWith('?')) return { count: { min: 0, max: 1 }, next: at + 1 };
  if (rest.startsWith('*')) return null;
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
  if (!braces) return { count: { min: 1, max: 1 }, next: at };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] === '' ? null : Number(braces[3]);
  if (max !== null && max < min) return null;
  return { count: { min, max }, next: at + braces[0].length };
}

function parts(source: string): Part[] | null {
  const found: Part[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const className = Object.keys(CLASSES).find((name) => rest.startsWith(name));
    if (className) {
      const counted = countAt(source, at + className.length);
      if (!counted) return null;
      const kind = CLASSES[className] as Kind;
      const last = found.at(-1);
      // '\d\d\d\d' reads as '4 cijfers'.
      if (last && 'kind' in last && last.kind === kind && isExact(last.count) && isExact(counted.count))
        last.count = { min: last.count.min + counted.count.min, max: last.count.min + counted.count.min };
      else found.push({ kind, count: counted.count });
      at = counted.next;
      continue;
    }
    let character: string;
    if (rest.startsWith('\\')) {
      character = rest.charAt(1);
      // '\d' and its kin are handled above; '\w', '\s', '\b' and the like are not said.
      if (!SPECIAL.has(character) && !['-', '/', ' '].includes(character)) return null;
      at += 2;
    } else {
      character = rest.charAt(0);
      if (SPECIAL.has(character)) return null;
      at += 1;
    }
    // A literal with a count of its own ('-?') is not said.
    if (/^[+?*{]/.test(source.slice(at))) return null;
    const last = found.at(-1);
    if (last && 'literal' in last) last.literal += character;
    else found.push({ literal: character });
  }
  return found;
}

const isExact = (count: Count) => count.max === count.min;

function countSaid(kind: Kind, { min, max }: Count): string {
  if (max === min) return `${min} ${min === 1 ? kind.one : kind.many}`;
  if (max === null) return min <= 1 ? `een of meer ${kind.many}` : `minstens ${min} ${kind.many}`;
  if (min === 0 && max === 1) return `eventueel 1 ${kind.one}`;
  return `${min} tot ${max} ${kind.many}`;
}

const partSaid = (part: Part) => ('literal' in part ? `‘${part.literal}’` : countSaid(part.kind, part.count));

/** The format in Dutch words; null when it is not a plain pattern (see above). */
export function describeFieldFormat(format: string): string | null {
  // The check anchors the whole value itself (field-format.ts): anchors in the source say nothing.
  const source = format.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  const found = source === '' ? null : parts(source);
  if (!found || found.length === 0) return null;
  const said = found.map(partSaid);
  if (said.length === 1) return said[0] as string;
  if (said.length === 2) return `${said[0]} gevolgd door ${said[1]}`;
  return `${said.slice(0, -1).join(', ')} en ${said.at(-1)}`;
}
