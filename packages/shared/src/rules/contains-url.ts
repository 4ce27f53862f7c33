/**
 * Top-level domains mail programs and chat apps turn into links without a scheme (the common
 * generic ones and those of the provider's customers' countries).
 */
const LINKED_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'nl',
  'be',
  'de',
  'eu',
  'uk',
  'fr',
  'io',
  'co',
  'me',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'shop',
  'store',
  'link',
  'click',
  'top',
  'ru',
  'cn',
];

const SCHEME = /[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /\bwww\./i;
/** A host followed by a path: `evil.example/claim`. */
const HOST_WITH_PATH = /[\p{L}\d-]+\.[\p{L}]{2,}\//iu;
const BARE_DOMAIN = new RegExp(`[\\p{L}\\d-]+\\.(?:${LINKED_TLDS.join('|')})(?![\\p{L}\\d])`, 'iu');

/**
 * Whether a text holds something a mail program would show as a link: a scheme, www., a host
 * with a path, or a bare domain with a well-known ending. 'J.P. de Vries' and 'Bakker B.V.' pass.
 */
export function containsUrl(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || HOST_WITH_PATH.test(text) || BARE_DOMAIN.test(text);
}
