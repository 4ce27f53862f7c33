import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@portal/shared/i18n/translate';
import type { PageStart } from '@portal/shared/schemas/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { contentSecurityPolicyHeader } from '../../lib/security-headers';
import { homeRoutePreloads, type ViteManifest } from './home-preloads';
import { pagePreloads } from './page-preloads';
import { isHomePath, type PageAnswerBody, withPageStart } from './page-start';

/** Demo theme logos and backgrounds; production points IMAGES_BASE_URL at the images host. */
const DEMO_IMAGES_DIR = path.resolve(import.meta.dirname, '../../../public/images');

/** Paths that belong to the server; anything else is a page of the single-page app. */
const SERVER_PATHS = /^\/(api|media|dev|images|assets)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every unknown page path answered with index.html (history fallback).
 */
export async function registerWebHost(
  app: FastifyInstance,
  config: Config,
  pageStart: (pathname: string) => Promise<PageStart>,
  /** Origins a page of this theme may post a form to beyond its own (a purchasing portal's system). */
  formOrigins: (themeName: string) => Promise<string[]> = async () => [],
  /** The answers a visitor's page asks for at once, written into it (decision 0130). */
  pageAnswers: (
    pathname: string,
    themeName: string | undefined,
  ) => Promise<PageAnswerBody[]> = async () => [],
): Promise<void> {
  if (config.imagesBaseUrl === '/images') {
    await app.register(fastifyStatic, {
      root: DEMO_IMAGES_DIR,
      prefix: '/images/',
      decorateReply: false,
      maxAge: '1d',
    });
  }

  const dist =
    config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : null;
  if (config.webDistDir && !dist) {
    app.log.warn({ dist: config.webDistDir }, 'web app not built: run `npm run build`; serving the API only');
  }
  if (!dist) {
    app.setNotFoundHandler((_request, reply) => {
      reply.status(404).send({ error: 'NOT_FOUND', message: translate('errors.NOT_FOUND') });
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // Our own header below decides; send's default would say max-age=0 for everything.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Read once: a new build means a new start of the server.
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(dist);
  const homePreloads = homeRoutePreloads(manifest);
  const preloadsOf = pagePreloads(manifest);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const start = await pageStart(pathname);
    const [origins, answers] = await Promise.all([
      start.theme ? formOrigins(start.theme.name) : [],
      pageAnswers(pathname, start.theme?.name),
    ]);
    if (origins.length > 0)
      reply.header('content-security-policy', contentSecurityPolicyHeader(config, origins));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withPageStart(
          indexHtml,
          start,
          isHomePath(pathname, start) ? homePreloads : preloadsOf(pathname),
          answers,
        ),
      );
  };

  app.get('/', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname)) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: translate('errors.NOT_FOUND') });
  });
}

/** The build's manifest (which files each route loads); empty when the build has none. */
function readManifest(dist: string): ViteManifest {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
}
