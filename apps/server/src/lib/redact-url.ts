/**
 * Paths whose next segment is a secret: a shared-files link's token (decision 0123), in the API
 * and on the recipient's page. Whoever reads the logs must not be able to open the link.
 */
const SECRET_SEGMENT = /(\/api\/v3\/shared\/|\/gedeeld\/)[^/?#]+/g;

/** The URL as it may be logged: each secret segment replaced by '[verborgen]'. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[verborgen]');
}
