/**
 * Hands a downloaded file to the browser under its name, as a link with `download` would: the
 * desk's and the print store admins' downloads need the login, which a plain link cannot send.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a moment later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
