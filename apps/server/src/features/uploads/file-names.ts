/**
 * Names that come from a customer's computer or from inside a zip, made safe to use on any file
 * system (Linux, macOS, Windows) and in exports. The original name is kept elsewhere for display.
 */

/** ext4, NTFS and APFS all allow 255; the rest is room for a suffix such as " (2)". */
const MAX_NAME_BYTES = 200;
/** A longer "extension" is part of the name, not a type, and is shortened with it. */
const MAX_EXTENSION_BYTES = 32;
const FALLBACK_NAME = 'bestand';

// C0, DEL and C1.
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const WINDOWS_RESERVED = /[<>:"|?*]/g;
// Bidirectional overrides let "factuur\u202Efdp.exe" display as "factuurexe.pdf".
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// A lone surrogate has no UTF-8 form; file systems and databases would each mangle it differently.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Windows opens the device for these whatever the extension ("nul.tar.gz"), also with spaces before it.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³]) *(\.|$)/i;
const DRIVE_LETTER = /^[a-z]:/i;
const PATH_SEPARATORS = /[/\\]/;

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');
const trimSpacesAndDots = (text: string) => text.replace(/^[ .]+|[ .]+$/g, '');

/** The last segment of a name as the customer's computer gave it, safe for any file system. */
/**
 * The name as the user's computer gave it, for display: unchanged apart from control and bidi
 * characters (which cannot be stored or would disguise the extension) and a length cap.
 */
export function displayFileName(name: string): string {
  const shown = name
    .replace(CONTROL_CHARACTERS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(LONE_SURROGATES, '')
    .trim();
  return (shown || FALLBACK_NAME).slice(0, 1000);
}

export function sanitiseFileName(name: string): string {
  const lastSegment = name.split(PATH_SEPARATORS).at(-1) ?? '';
  const cleaned = trimSpacesAndDots(
    lastSegment
      .replace(LONE_SURROGATES, '')
      // macOS hands out decomposed names; composing them keeps "é" one character everywhere.
      .normalize('NFC')
      // Whitespace first, so that a tab or line break between two words becomes a space.
      .replace(/\s+/g, ' ')
      .replace(CONTROL_CHARACTERS, '')
      .replace(BIDI_CONTROLS, '')
      .replace(WINDOWS_RESERVED, '')
      .replace(/ {2,}/g, ' '),
  );
  if (cleaned === '') return FALLBACK_NAME;
  const notADevice = WINDOWS_DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
  return capBytes(notADevice, MAX_NAME_BYTES);
}

/** Shortens the part before the extension so that "rapport.pdf" stays a PDF. */
function capBytes(name: string, maxBytes: number): string {
  if (utf8Length(name) <= maxBytes) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension === '' || utf8Length(extension) > MAX_EXTENSION_BYTES) return truncateUtf8(name, maxBytes);
  const stem = trimSpacesAndDots(truncateUtf8(name.slice(0, dot), maxBytes - utf8Length(extension)));
  return `${stem === '' ? FALLBACK_NAME : stem}${extension}`;
}

/** Whole code points only: half a character would become a replacement character on disk. */
function truncateUtf8(text: string, maxBytes: number): string {
  let result = '';
  let bytes = 0;
  for (const codePoint of text) {
    bytes += utf8Length(codePoint);
    if (bytes > maxBytes) break;
    result += codePoint;
  }
  return trimSpacesAndDots(result);
}

/**
 * An entry's path inside a zip as `a/b/c.pdf` with every folder and the name sanitised, or null
 * when the path would leave the folder it is unpacked into (zip slip) or names nothing.
 */
export function safeZipEntryPath(entryName: string): string | null {
  if (entryName.includes('\u0000')) return null;
  if (PATH_SEPARATORS.test(entryName.charAt(0)) || DRIVE_LETTER.test(entryName)) return null;
  const segments: string[] = [];
  for (const segment of entryName.split(PATH_SEPARATORS)) {
    if (isParentReference(segment)) return null;
    if (/^[ .]*$/.test(segment)) continue;
    segments.push(sanitiseFileName(segment));
  }
  return segments.length > 0 ? segments.join('/') : null;
}

/** Windows drops trailing dots and spaces, so ".. " and "..." reach the parent folder as well. */
function isParentReference(segment: string): boolean {
  return /^[ .]*$/.test(segment) && segment.split('.').length > 2;
}
