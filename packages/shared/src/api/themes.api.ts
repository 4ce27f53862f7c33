import { z } from 'zod';
import { themeResponseSchema } from '../schemas/theme';
import { defineEndpoint } from './endpoint';

/** Themes (spec 01 section 3): the provider's own and each customer's. */

export const getTheme = defineEndpoint({
  method: 'GET',
  path: '/api/v3/themes/:name',
  access: 'public',
  tag: 'themes',
  summary: "Een thema bij zijn naam in de URL ('default' voor het eigen thema van de leverancier)",
  description: 'Het menu volgt het beveiligingsniveau van de ingelogde gebruiker (0 zonder login).',
  // Any short string: a malformed name gets its own failure, INVALID_THEME_NAME.
  params: z.object({ name: z.string().max(200) }),
  query: z.object({
    fallback: z
      .enum(['default'])
      .optional()
      .describe(
        "'default': een onbekend thema wordt beantwoord met het standaardthema (gemarkeerd als fallback)",
      ),
  }),
  status: 200,
  response: themeResponseSchema,
  errors: ['INVALID_THEME_NAME', 'THEME_NOT_FOUND'],
});
