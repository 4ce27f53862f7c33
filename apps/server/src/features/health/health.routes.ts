import { apiErrorSchema } from '@portal/shared/schemas/common';
import { healthResponseSchema } from '@portal/shared/schemas/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the service up and can it reach its database?',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
