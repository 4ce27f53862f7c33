import { FILESTORE_NAME_MAX } from '@portal/shared/schemas/filestore';

/**
 * Whether a name of an archive, folder or file may be sent (the server checks it again,
 * FILESTORE_NAME_INVALID): 1 to 255 characters after trimming, no slash, backslash or control
 * characters, and not only dots.
 */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > FILESTORE_NAME_MAX) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed)) return false;
  return !/^\.+$/.test(trimmed);
}
