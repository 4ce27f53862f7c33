import type { Config } from '../config/config';

/** Content-Security-Policy directives: only our own origin, plus the tag manager once configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tagManager = config.tagManagerId ? ['https://www.googletagmanager.com'] : [];
  const imagesOrigin = /^https?:\/\//.test(config.imagesBaseUrl)
    ? [new URL(config.imagesBaseUrl).origin]
    : [];
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...tagManager],
    // Mantine writes its theme variables into a <style> element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imagesOrigin, ...tagManager],
    connectSrc: ["'self'", ...tagManager],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  // Only over https: on a plain-http development host it would break every request.
  if (config.publicUrl.startsWith('https://')) directives.upgradeInsecureRequests = [];
  return directives;
}
