/**
 * A tiny XML writer for the job tickets: elements, attributes and text, escaped. No XML library
 * is a dependency of the server, and a ticket needs nothing more (decision 0048).
 */

export type XmlAttributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface XmlElement {
  readonly name: string;
  readonly attributes: XmlAttributes;
  readonly children: readonly XmlChild[];
}

export type XmlChild = XmlElement | string | null | undefined | false;

/** An element; attributes that are null or undefined and children that are null, undefined or false are left out. */
export const el = (name: string, attributes: XmlAttributes = {}, ...children: XmlChild[]): XmlElement => ({
  name,
  attributes,
  children,
});

// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF and CR, lone
// surrogates, U+FFFE and U+FFFF): dropped, since no escape can carry them. With the u flag a
// surrogate range matches only unpaired halves; a pair is one code point.
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

const clean = (value: string): string => value.replace(FORBIDDEN, '');

export const escapeText = (value: string): string =>
  clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Tab, LF and CR are written as references: a parser would otherwise turn them into spaces
// (attribute value normalisation) and the shop would read another value.
export const escapeAttribute = (value: string): string =>
  escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

const INDENT = '  ';

function write(node: XmlElement, depth: number, out: string[]): void {
  const pad = INDENT.repeat(depth);
  let open = `${pad}<${node.name}`;
  for (const [key, value] of Object.entries(node.attributes)) {
    if (value === null || value === undefined) continue;
    open += ` ${key}="${escapeAttribute(String(value))}"`;
  }
  const children = node.children.filter((child): child is XmlElement | string => !!child || child === '');
  if (children.length === 0) {
    out.push(`${open}/>`);
    return;
  }
  if (children.every((child) => typeof child === 'string')) {
    out.push(`${open}>${children.map((text) => escapeText(text)).join('')}</${node.name}>`);
    return;
  }
  out.push(`${open}>`);
  for (const child of children) {
    if (typeof child === 'string') out.push(`${pad}${INDENT}${escapeText(child)}`);
    else write(child, depth + 1, out);
  }
  out.push(`${pad}</${node.name}>`);
}

/** The document as UTF-8 XML text with its declaration, two-space indented. */
export function toXmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
