/** Internet Explorer, which the spec warns about: 'MSIE ' up to IE 10, 'Trident/' in IE 11. */
export function isOldBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}
