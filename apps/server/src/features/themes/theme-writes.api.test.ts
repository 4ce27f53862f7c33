import { themeResponseSchema, themeSettingsSchema } from '@portal/shared/schemas/theme';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProposition } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { isFailure } from '../../platform/failure';
import { createThemesRepository } from './themes.repository';
import { createThemesService, type NewTheme } from './themes.service';
import { themes } from './themes.tables';

/**
 * Writing a theme (the demo seed now, the provider's theme editor later) goes through the
 * service's check: a project or reference pattern that does not compile or could backtrack
 * catastrophically is refused with its code and a Dutch message, and nothing is stored.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let service: ReturnType<typeof createThemesService>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  service = createThemesService({
    repository: createThemesRepository(database.db),
    imagesBaseUrl: '/images',
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function aNewTheme(name: string, customFields: NewTheme['settings']['customFields']): NewTheme {
  const settings = themeSettingsSchema.parse({
    flags: {},
    colours: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#f4f6fb' },
  });
  // The custom fields as an editor would send them, not yet through the schema: the check must catch them itself.
  return {
    name,
    title: `Thema ${name}`,
    settings: { ...settings, customFields },
    propositions: [aProposition({ pid: 'print' })],
  };
}

type CustomFields = NewTheme['settings']['customFields'];
const themeNamed = (name: string) => app.inject({ method: 'GET', url: `/api/v3/themes/${name}` });
const storedNames = async () =>
  (await database.db.select({ name: themes.name }).from(themes)).map((row) => row.name);

describe('writing a theme', () => {
  it('stores a theme with safe formats, which its customers then load', async () => {
    const outcome = await service.addMissingThemes([
      aNewTheme('kostenplaats', {
        project: {
          label: 'Kostenplaats',
          fields: [{ format: '\\d{4}', maxLength: 4 }, { format: '[A-Z]{2}\\d{3}' }],
        },
        reference: { format: 'Z-\\d{6}', maxLength: 8 },
      }),
    ]);
    expect(outcome).toBeUndefined();
    const response = await themeNamed('kostenplaats');
    expect(response.statusCode).toBe(200);
    const theme = themeResponseSchema.parse(response.json());
    expect(theme.settings.customFields.project?.fields?.map((field) => field.format)).toEqual([
      '\\d{4}',
      '[A-Z]{2}\\d{3}',
    ]);
  });

  const refusals: [string, CustomFields, 'THEME_PATTERN_INVALID' | 'THEME_PATTERN_UNSAFE', string][] = [
    [
      'a broken project pattern',
      { project: { fields: [{ format: '\\d{4}' }, { format: '(' }] } },
      'THEME_PATTERN_INVALID',
      'projectveld 2',
    ],
    [
      'a catastrophic project pattern',
      { project: { fields: [{ format: '(a+)+$' }] } },
      'THEME_PATTERN_UNSAFE',
      'projectveld 1',
    ],
    ['a broken reference pattern', { reference: { format: '(' } }, 'THEME_PATTERN_INVALID', 'referentie'],
    [
      'a catastrophic reference pattern',
      { reference: { format: '(a+)+$' } },
      'THEME_PATTERN_UNSAFE',
      'referentie',
    ],
  ];
  it.each(refusals)(
    'refuses %s with its code and a Dutch message, storing none of the themes',
    async (_, customFields, code, where) => {
      const before = await storedNames();
      const outcome = await service.addMissingThemes([
        aNewTheme('goed-thema', {}),
        aNewTheme('fout-thema', customFields),
      ]);
      expect(isFailure(outcome)).toBe(true);
      if (!isFailure(outcome)) return;
      expect(outcome.code).toBe(code);
      expect(outcome.message).toContain(where);
      expect(outcome.message).toMatch(
        code === 'THEME_PATTERN_INVALID' ? /geen geldige reguliere expressie/ : /extreem traag/,
      );
      expect(await storedNames()).toEqual(before);
      expect((await themeNamed('fout-thema')).json().error).toBe('THEME_NOT_FOUND');
      expect((await themeNamed('goed-thema')).json().error).toBe('THEME_NOT_FOUND');
    },
  );
});
