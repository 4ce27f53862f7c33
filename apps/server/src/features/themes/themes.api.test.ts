import { themeResponseSchema } from '@portal/shared/schemas/theme';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProposition, aTheme } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  // The provider's own theme: marketing content, a sub-menu, and a menu item for staff only.
  await aTheme(database.db, {
    isDefault: true,
    logo: 'drukwerkdirect.svg',
    flags: { showMarketingContent: true },
    propositions: [
      aProposition({ pid: 'print' }),
      aProposition({
        pid: 'copy-scan',
        menuItems: [aProposition({ pid: 'copy' }), aProposition({ pid: 'scan' })],
      }),
      aProposition({ pid: 'secured', securityLevel: 2 }),
    ],
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const allPids = (items: { pid: string; menuItems: unknown[] }[]): string[] =>
  items.flatMap((item) => [item.pid, ...allPids(item.menuItems as typeof items)]);

describe('GET /api/v3/themes/:name', () => {
  it('returns the default theme with marketing content for the reserved name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/themes/default' });
    expect(response.statusCode).toBe(200);
    const theme = themeResponseSchema.parse(response.json());
    expect(theme.isDefault).toBe(true);
    expect(theme.settings.flags.showMarketingContent).toBe(true);
    expect(theme.images.logo).toBe('/images/logos/themes/drukwerkdirect.svg');
  });

  it('returns a customer theme with its colours, images and flags', async () => {
    const municipality = await aTheme(database.db, {
      colours: { primary: '#166534' },
      backgroundImage: 'rivierstad.svg',
      backgroundPosition: 'bottom right',
      flags: { hideOrders: true, hideProfile: true, hideLogOut: true, hidePricing: true },
    });
    const theme = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v3/themes/${municipality.name}` })).json(),
    );
    expect(theme.isDefault).toBe(false);
    expect(theme.settings.colours.primary).toBe('#166534');
    expect(theme.images.background).toBe('/images/backgrounds/rivierstad.svg');
    expect(theme.settings.backgroundPosition).toBe('bottom right');
    expect(theme.settings.flags).toMatchObject({
      hideOrders: true,
      hideProfile: true,
      hideLogOut: true,
      hidePricing: true,
    });
    expect(theme.settings.flags.showMarketingContent).toBe(false);
  });

  it('marks the purchasing-portal theme', async () => {
    const portal = await aTheme(database.db, { customFields: { sapPortal: true, themeCustomer: '4200117' } });
    const theme = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v3/themes/${portal.name}` })).json(),
    );
    expect(theme.settings.customFields.sapPortal).toBe(true);
    expect(theme.settings.customFields.themeCustomer).toMatch(/^\d{7}$/);
  });

  it('leaves out menu items above the anonymous security level 0', async () => {
    const theme = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/v3/themes/default' })).json(),
    );
    const pids = allPids(theme.propositions);
    expect(pids).toContain('print');
    expect(pids).toContain('scan');
    expect(pids).not.toContain('secured');
  });

  it('answers an unknown theme with 404 THEME_NOT_FOUND in Dutch', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/themes/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'THEME_NOT_FOUND', message: 'Dit thema bestaat niet.' });
  });

  it('answers an unknown theme with the default theme when the caller asks for a fallback', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/themes/bestaat-niet?fallback=default' });
    expect(response.statusCode).toBe(200);
    const theme = themeResponseSchema.parse(response.json());
    expect(theme).toMatchObject({ isDefault: true, fallback: true });
    const school = await aTheme(database.db);
    const known = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v3/themes/${school.name}?fallback=default` })).json(),
    );
    expect(known).toMatchObject({ name: school.name, fallback: false });
  });

  it.each([
    ['upper case', 'Gemeente'],
    ['path traversal', '..%2F..%2Fetc'],
    ['sql', "x'%20or%201%3D1--"],
    ['too long', 'a'.repeat(65)],
    ['script', '%3Cscript%3E'],
  ])('rejects a malformed name (%s) with 400 INVALID_THEME_NAME', async (_label, name) => {
    const response = await app.inject({ method: 'GET', url: `/api/v3/themes/${name}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'INVALID_THEME_NAME',
      message: 'Dit is geen geldige themanaam.',
    });
  });
});
