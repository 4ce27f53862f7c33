import { siteResponseSchema } from '@portal/shared/schemas/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Brand, support contact and optional integrations of this installation',
        response: { 200: siteResponseSchema },
      },
    },
    async () => ({
      brand: config.brand,
      support: config.support,
      tagManagerId: config.tagManagerId ?? null,
      devMail: config.env !== 'production' && !config.smtpUrl,
    }),
  );
};
