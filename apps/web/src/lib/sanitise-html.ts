import DOMPurify from 'dompurify';

/**
 * The one way the web app turns HTML from the server into HTML it renders (ARCHITECTURE,
 * security baseline): DOMPurify with a strict allow-list. Only a few inline and paragraph
 * elements survive, and only `href` on links, and only to https:, mailto: or a path on this
 * site. Other elements are unwrapped (their text stays); scripts, styles, SVG and MathML go
 * with their content.
 */
const ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'br', 'p', 'a'];

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

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href');
  if (href === null) return;
  if (node.nodeName === 'A' && isSafeHref(href)) node.setAttribute('href', href.trim());
  else node.removeAttribute('href');
});

export function sanitiseHtml(input: string): string {
  return purify.sanitize(input, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false });
}
