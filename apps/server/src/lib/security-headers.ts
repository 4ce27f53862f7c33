import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/config';

/**
 * Helmet's security headers (CSP below, HSTS, nosniff, frame and referrer policies …) on every
 * answer. Helmet's middleware is built once: the Fastify plugin builds it anew for every request,
 * parsing the policy each time, which was a measurable share of an upload chunk's cost
 * (docs/PERFORMANCE.md, "Upload throughput").
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The policy as the header's text, as helmet writes it, with more origins the page's forms may
 * post to: a purchasing-portal page posts its order back to the customer's purchasing system
 * (decision 0055), only there and only from the pages of that portal.
 */
export function contentSecurityPolicyHeader(
  config: Config,
  formActionOrigins: readonly string[] = [],
): string {
  const directives = contentSecurityPolicy(config);
  directives.formAction = [...(directives.formAction ?? []), ...formActionOrigins];
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
}
