import { FILESTORE_NAME_MAX, isFilestoreNameValid } from '@portal/shared/schemas/filestore';

/**
 * 'scan.pdf' as the n-th of its name in a folder: 'scan (2).pdf'; without an extension 'scan (2)'.
 * The name before the number is shortened when the whole would pass the longest name.
 */
export function numberedName(name: string, n: number): string {
  if (n <= 1) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const suffix = ` (${n})${extension}`;
  return `${stem.slice(0, Math.max(1, FILESTORE_NAME_MAX - suffix.length))}${suffix}`;
}

/**
 * The name an upload gets in the file store: its own when the file store's rules allow it, else
 * the name made safe at upload, else 'bestand'.
 */
export function nameOfUpload(fileName: string, safeName: string): string {
  for (const candidate of [fileName.trim(), safeName.trim()])
    if (isFilestoreNameValid(candidate)) return candidate;
  return 'bestand';
}
