import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document generated from the routes' zod schemas. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
