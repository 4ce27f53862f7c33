import { apiErrorSchema } from '@portal/shared/schemas/common';
import { isThemeName, themeResponseSchema } from '@portal/shared/schemas/theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../accounts/auth';
import type { ThemesService } from './themes.service';

export const themesRoutes: FastifyPluginAsyncZod<{ themes: ThemesService; auth: Auth }> = async (
  app,
  { themes, auth },
) => {
  app.get(
    '/themes/:name',
    {
      schema: {
        tags: ['themes'],
        summary: "A theme by its URL name ('default' for the provider's own theme)",
        params: z.object({ name: z.string() }),
        querystring: z.object({
          fallback: z
            .enum(['default'])
            .optional()
            .describe(
              "'default': answer an unknown theme with the default theme (marked fallback) instead of 404",
            ),
        }),
        response: { 200: themeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      // Checked here rather than in the schema so that a bad name gets its own code.
      if (!isThemeName(request.params.name)) throw new AppError(400, 'INVALID_THEME_NAME');
      return themes.getTheme(request.params.name, await auth.securityLevelOf(request), {
        orDefault: request.query.fallback === 'default',
      });
    },
  );
};
