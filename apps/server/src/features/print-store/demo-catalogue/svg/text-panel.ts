import { escapeXml, FONT_FAMILY, round } from './svg-document';

/**
 * Sign texts set in DejaVu Sans Bold capitals, wrapped and sized to a box. There is no font
 * engine at seed time, so widths come from the font's advance widths (em fractions of the bold
 * capitals), rounded up a little so a line never touches the panel's edge.
 */
const ADVANCE: Record<string, number> = {
  ' ': 0.35,
  I: 0.38,
  J: 0.38,
  M: 1.0,
  W: 1.12,
  O: 0.86,
  Q: 0.86,
  G: 0.82,
  D: 0.83,
  H: 0.84,
  N: 0.84,
  U: 0.82,
  E: 0.69,
  É: 0.69,
  Ë: 0.69,
  F: 0.69,
  L: 0.64,
  T: 0.69,
  Z: 0.7,
  '.': 0.38,
  ',': 0.38,
  ':': 0.4,
  '-': 0.42,
  '–': 0.5,
  '/': 0.37,
  "'": 0.33,
  '!': 0.44,
};
const DEFAULT_ADVANCE = 0.78;
/** Lower case, for captions set as written: narrower on average, with its own narrow and wide letters. */
const LOWER_CASE: Record<string, number> = {
  i: 0.35,
  j: 0.35,
  l: 0.35,
  f: 0.44,
  t: 0.48,
  r: 0.5,
  m: 1.04,
  w: 0.93,
};
const DEFAULT_LOWER_CASE = 0.68;

export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    const isLowerCase = char !== char.toLocaleUpperCase('nl-NL');
    ems += isLowerCase ? (LOWER_CASE[char] ?? DEFAULT_LOWER_CASE) : (ADVANCE[char] ?? DEFAULT_ADVANCE);
  }
  return ems * fontSize * 1.02;
}

/**
 * Greedy word wrap; null when a word is wider than the box. A word may carry break hints
 * ('Gehoor|bescherming'): it moves to the next line whole if it fits there, and is only
 * split at a hint, with a hyphen, when it is wider than a line. Long Dutch compounds then
 * take two lines at a readable size instead of one line in small print.
 */
function wrap(words: string[], width: number, fontSize: number): string[] | null {
  const fits = (text: string) => textWidth(text, fontSize) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const parts = word.split('|');
    const whole = parts.join('');
    const candidate = line ? `${line} ${whole}` : whole;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (fits(whole)) {
      if (line) lines.push(line);
      line = whole;
      continue;
    }
    if (parts.length === 1) return null;
    let current = line ? `${line} ` : '';
    for (const [index, part] of parts.entries()) {
      const hyphen = index < parts.length - 1 ? '-' : '';
      if (fits(`${current}${part}${hyphen}`)) {
        current += part;
        continue;
      }
      if (current.trim()) lines.push(current.endsWith(' ') ? current.trimEnd() : `${current}-`);
      if (!fits(`${part}${hyphen}`)) return null;
      current = part;
    }
    line = current;
  }
  if (line) lines.push(line);
  return lines;
}

/** A dash never starts a line or stands alone: it stays with the word before it ('DEUR –'). */
function joinDashes(words: string[]): string[] {
  const joined: string[] = [];
  for (const word of words) {
    if ((word === '–' || word === '-') && joined.length > 0) joined[joined.length - 1] += ` ${word}`;
    else joined.push(word);
  }
  return joined;
}

export type TextBox = { x: number; y: number; width: number; height: number };

export type TextOptions = { maxFontSize?: number; maxLines?: number; uppercase?: boolean };

const wordsOf = (text: string, uppercase: boolean) =>
  joinDashes((uppercase ? text.toLocaleUpperCase('nl-NL') : text).split(/\s+/).filter(Boolean));

/** The largest size (≤ maxFontSize, in half points) at which the text fits the box in at most maxLines lines. */
export function fittingFontSize(text: string, box: TextBox, options: TextOptions = {}): number {
  const { maxFontSize = 24, maxLines = 3, uppercase = true } = options;
  const words = wordsOf(text, uppercase);
  let fontSize = maxFontSize;
  let lines = wrap(words, box.width, fontSize);
  while (fontSize > 7 && (!lines || lines.length > maxLines || lines.length * fontSize * 1.18 > box.height)) {
    fontSize -= 0.5;
    lines = wrap(words, box.width, fontSize);
  }
  return fontSize;
}

/**
 * The text (in capitals unless said otherwise) centred in the box at the size that fits, or at
 * `fontSize` when the caller sets one size for several texts (a board's captions).
 */
export function fittedText(
  text: string,
  box: TextBox,
  colour: string,
  options: TextOptions & { fontSize?: number } = {},
): string {
  const { uppercase = true } = options;
  const fontSize = options.fontSize ?? fittingFontSize(text, box, options);
  const words = wordsOf(text, uppercase);
  const fitted = wrap(words, box.width, fontSize) ?? [words.join(' ')];
  const lineHeight = fontSize * 1.18;
  const centreX = box.x + box.width / 2;
  // The first baseline sits so that the block of lines is centred on the box's middle.
  const firstBaseline = box.y + box.height / 2 - ((fitted.length - 1) * lineHeight) / 2 + fontSize * 0.36;
  const spans = fitted
    .map(
      (line, index) =>
        `<tspan x="${round(centreX)}" y="${round(firstBaseline + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${FONT_FAMILY}" font-weight="bold" font-size="${round(fontSize)}" fill="${colour}" text-anchor="middle">${spans}</text>`;
}
