/**
 * A strict allow-list sanitiser for the few server messages that may carry markup (the
 * profile save error, spec 01 section 8). Only these elements survive; every attribute
 * except a safe `href` on links is removed. Other elements are unwrapped (their text stays),
 * and elements whose content is code or foreign markup are dropped with their content.
 */
const ALLOWED = new Set(['B', 'I', 'EM', 'STRONG', 'BR', 'P', 'A']);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEXTAREA',
  'SELECT',
  'TITLE',
  'HEAD',
  'XMP',
  'NOEMBED',
  'NOFRAMES',
  'PLAINTEXT',
]);

/** https:, mailto: or a path on this site (not `//host`, which leaves it). */
export function isSafeHref(value: string): boolean {
  const href = value.trim();
  // Browsers ignore tabs and newlines inside a scheme ('java\tscript:'); refuse control characters outright.
  for (const char of href) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return /^https:/i.test(href) || /^mailto:/i.test(href) || /^\/(?![/\\])/.test(href);
}

function copyInto(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const name = element.nodeName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    if (!ALLOWED.has(name)) {
      copyInto(element, target, document);
      continue;
    }
    const clean = document.createElement(name.toLowerCase());
    if (name === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && isSafeHref(href)) clean.setAttribute('href', href.trim());
    }
    if (name !== 'BR') copyInto(element, clean, document);
    target.appendChild(clean);
  }
}

/**
 * Returns HTML that contains only the allowed elements and attributes. Parsing happens in an
 * inert document (DOMParser runs no scripts and loads no images), and the result is built
 * from new nodes, so nothing of the input's attributes can come along by accident.
 */
export function sanitiseHtml(input: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${input}`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyInto(parsed.body, container, output);
  return container.innerHTML;
}
