export function OldBrowserWarning() {
  return null;
}
