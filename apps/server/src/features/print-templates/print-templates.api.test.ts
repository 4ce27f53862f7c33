import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_PRINT_TEMPLATES, USER_PRINTSPECS_ROLE } from '@portal/shared/rules/print-templates';
import { loginResponseSchema } from '@portal/shared/schemas/account';
import { cartLineSchema } from '@portal/shared/schemas/cart';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import { printTemplateListSchema, printTemplateSchema } from '@portal/shared/schemas/print-templates';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, productShape, type UserOptions } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, openSession, upload } from '../../../test/upload-client';
import { plainPdf } from '../uploads/analysis/test-fixtures';
import { printTemplates } from './print-templates.tables';

/**
 * A user's print templates over HTTP (spec 02 sections 3, 5, 6, 7 and 9; decision 0050): the
 * name rules, the limit, that nobody reaches another user's templates, the theme withholding
 * them, and a template applied to files through the cart's configure call (one that does not
 * fit a file is refused and leaves the file as it was). A refused request stores nothing.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let product: Product;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'print-templates-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  product = await aProduct(database.db, { title: 'Brochure' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Customer = { id: string; browser: Browser };

async function aCustomer(
  options: UserOptions & { customFields?: ThemeSettings['customFields'] } = {},
): Promise<Customer> {
  const { customFields, ...userOptions } = options;
  const theme = customFields ? await aTheme(database.db, { customFields }) : undefined;
  const user = await aUser(database.db, { ...userOptions, theme });
  return { id: user.id, browser: await logInFromOwnAddress(user.email, user.password) };
}

/** Each login from an address of its own, so the per-IP login limit never bites here. */
let logins = 0;
async function logInFromOwnAddress(email: string, password: string): Promise<Browser> {
  logins += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: email, password },
    remoteAddress: `10.13.${Math.floor(logins / 250)}.${logins % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { token: loginResponseSchema.parse(response.json()).jwtToken };
}

const call = (customer: Customer | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: customer ? headersOf(customer.browser) : {},
    ...(payload === undefined ? {} : { payload }),
  });

const colour: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'kleur' },
];

const save = (customer: Customer | null, body: Record<string, unknown>) =>
  call(customer, 'POST', '/api/v3/print-templates', { productId: product.id, specs: colour, ...body });

async function saved(customer: Customer, name: string, specs: SpecEntry[] = colour, productId = product.id) {
  const response = await save(customer, { name, specs, productId });
  expect(response.statusCode, response.body).toBe(201);
  return printTemplateSchema.parse(response.json());
}

async function listOf(customer: Customer) {
  const response = await call(customer, 'GET', '/api/v3/print-templates');
  expect(response.statusCode, response.body).toBe(200);
  return printTemplateListSchema.parse(response.json());
}

const rowsOf = (userId: string) =>
  database.db
    .select()
    .from(printTemplates)
    .where(eq(printTemplates.userId, userId))
    .orderBy(asc(printTemplates.id));

describe('saving and listing templates', () => {
  it('saves a product with its options under a trimmed name and lists the user’s own, by name', async () => {
    const customer = await aCustomer();
    const other = await aCustomer();
    const created = await saved(customer, '  Folders kleur  ');
    expect(created).toMatchObject({
      name: 'Folders kleur',
      productId: product.id,
      productTitle: 'Brochure',
      specs: colour,
      available: true,
    });
    await saved(customer, 'advies zwart-wit');
    await saved(other, 'Andermans template');
    const list = await listOf(customer);
    expect(list.max).toBe(MAX_PRINT_TEMPLATES);
    expect(list.templates.map((template) => template.name)).toEqual(['advies zwart-wit', 'Folders kleur']);
  });

  it('refuses a visitor', async () => {
    expect((await call(null, 'GET', '/api/v3/print-templates')).statusCode).toBe(401);
    expect((await save(null, { name: 'Folders' })).statusCode).toBe(401);
  });

  it.each([
    ['one character', 'A'],
    ['one character between spaces', '   B   '],
    ['only spaces', '      '],
    ['65 characters', 'x'.repeat(65)],
  ])('refuses a name of %s (at least 2, at most 64)', async (_, name) => {
    const customer = await aCustomer();
    const response = await save(customer, { name });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'PRINT_TEMPLATE_NAME_INVALID',
      message: 'De naam van een template heeft minimaal 2 en maximaal 64 tekens.',
    });
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('takes a name of 2 and of 64 characters', async () => {
    const customer = await aCustomer();
    await saved(customer, 'A4');
    await saved(customer, 'y'.repeat(64));
    expect(await rowsOf(customer.id)).toHaveLength(2);
  });

  it('refuses a name the user has already, case and spaces aside; another user may have it', async () => {
    const customer = await aCustomer();
    await saved(customer, 'Posters');
    const response = await save(customer, { name: ' POSTERS ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('PRINT_TEMPLATE_NAME_TAKEN');
    expect(await rowsOf(customer.id)).toHaveLength(1);
    await saved(await aCustomer(), 'Posters');
  });

  it('keeps one of two saves of the same name at the same moment', async () => {
    const customer = await aCustomer();
    const answers = await Promise.all([
      save(customer, { name: 'Tegelijk' }),
      save(customer, { name: 'tegelijk' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PRINT_TEMPLATES} templates per user`, async () => {
    const customer = await aCustomer();
    await database.db.insert(printTemplates).values(
      Array.from({ length: MAX_PRINT_TEMPLATES }, (_, index) => ({
        userId: customer.id,
        name: `Template ${index + 1}`,
        productId: product.id,
        productTitle: product.title,
        specs: colour,
      })),
    );
    const response = await save(customer, { name: 'Eén te veel' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'PRINT_TEMPLATE_LIMIT_REACHED',
      message: `U heeft al ${MAX_PRINT_TEMPLATES} templates, het maximum. Verwijder een template dat u niet meer gebruikt en probeer het opnieuw.`,
    });
    expect(await rowsOf(customer.id)).toHaveLength(MAX_PRINT_TEMPLATES);
    // Another user's list is their own.
    await saved(await aCustomer(), 'Eén te veel');
  });

  it('refuses a product the user may not order, and options the product does not have', async () => {
    const customer = await aCustomer();
    const staffOnly = await aProduct(database.db, { securityLevel: 5 });
    const hidden = await save(customer, { name: 'Geheim', productId: staffOnly.id, specs: [] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('PRODUCT_NOT_FOUND');
    for (const specs of [
      [{ menuId: 'printen', optionGroupName: 'formaat', optionName: 'A0' }],
      [{ menuId: 'binden', optionGroupName: 'rug', optionName: 'wire-o' }],
      [colour[0], { ...colour[0], optionName: 'A3' }],
    ]) {
      const response = await save(customer, { name: 'Onmogelijk', specs });
      expect(response.statusCode, JSON.stringify(specs)).toBe(422);
      expect(response.json().error).toBe('OPTION_NOT_AVAILABLE');
    }
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('lists a template of a product the user can no longer order as not available, with its saved title', async () => {
    const customer = await aCustomer({ securityLevel: 3 });
    const special = await aProduct(database.db, { title: 'Speciaal papier', securityLevel: 3 });
    await saved(customer, 'Speciaal', []);
    await database.db
      .update(printTemplates)
      .set({ productId: special.id })
      .where(eq(printTemplates.userId, customer.id));
    expect((await listOf(customer)).templates[0]).toMatchObject({
      productTitle: 'Speciaal papier',
      available: true,
    });
    await database.db
      .update(printTemplates)
      .set({ productId: 'bestaat-niet', productTitle: 'Oud product' })
      .where(eq(printTemplates.userId, customer.id));
    expect((await listOf(customer)).templates[0]).toMatchObject({
      productTitle: 'Oud product',
      available: false,
    });
  });
});

describe('deleting templates', () => {
  it('deletes the user’s own template; another user’s answers 404 and stays', async () => {
    const owner = await aCustomer();
    const intruder = await aCustomer();
    const template = await saved(owner, 'Jaarverslag');
    const refused = await call(intruder, 'DELETE', `/api/v3/print-templates/${template.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('PRINT_TEMPLATE_NOT_FOUND');
    expect(await rowsOf(owner.id)).toHaveLength(1);

    const deleted = await call(owner, 'DELETE', `/api/v3/print-templates/${template.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(owner.id)).toEqual([]);
    const again = await call(owner, 'DELETE', `/api/v3/print-templates/${template.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers a malformed id with VALIDATION_ERROR', async () => {
    const response = await call(await aCustomer(), 'DELETE', '/api/v3/print-templates/geen-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
  });
});

describe('a theme that withholds templates (spec 02 section 6)', () => {
  const refusedEverywhere = async (customer: Customer, templateId: string) => {
    for (const response of [
      await call(customer, 'GET', '/api/v3/print-templates'),
      await save(customer, { name: 'Verboden' }),
      await call(customer, 'DELETE', `/api/v3/print-templates/${templateId}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
  };

  it("'always' withholds them from everyone, and keeps what was saved", async () => {
    const customer = await aCustomer({ customFields: { printSpecs: { hideTemplates: 'always' } } });
    await database.db.insert(printTemplates).values({
      userId: customer.id,
      name: 'Van vroeger',
      productId: product.id,
      productTitle: 'Brochure',
      specs: [],
    });
    const [row] = await rowsOf(customer.id);
    await refusedEverywhere(customer, row!.id);
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it("'userPrintSpecs' withholds them from users with the role USER_PRINTSPECS only", async () => {
    const customFields = { printSpecs: { hideTemplates: 'userPrintSpecs' as const } };
    const restricted = await aCustomer({ customFields, printStoreRole: USER_PRINTSPECS_ROLE });
    await refusedEverywhere(restricted, '00000000-0000-4000-8000-000000000001');
    const ordinary = await aCustomer({ customFields });
    await saved(ordinary, 'Mag wel');
    expect((await listOf(ordinary)).templates).toHaveLength(1);
  });

  it("'never' and no setting leave them to everyone, the USER_PRINTSPECS role too", async () => {
    const never = await aCustomer({
      customFields: { printSpecs: { hideTemplates: 'never' } },
      printStoreRole: USER_PRINTSPECS_ROLE,
    });
    await saved(never, 'Altijd');
    const unset = await aCustomer({ printStoreRole: USER_PRINTSPECS_ROLE });
    await saved(unset, 'Ook');
  });
});

describe('applying a template to files (the cart’s configure call)', () => {
  /** A product whose binding menu needs at least 8 pages: no use for a one-page file. */
  async function aBookletProduct(): Promise<Product> {
    const base = productShape();
    return aProduct(database.db, {
      title: 'Boekje',
      menus: [
        ...base.menus,
        {
          id: 'binden',
          title: 'Binden',
          subTitle: '',
          group: 'binden',
          description: '',
          hidden: false,
          minPagesRequired: 8,
          optionGroups: [
            {
              name: 'rug',
              title: 'Rug',
              kind: 'choice',
              default: null,
              analyseValue: null,
              options: [{ name: 'nieten', title: 'Nieten', price: null, alwaysColor: false, subOptions: [] }],
            },
          ],
        },
      ],
    });
  }

  it('gives a fitting file the template’s product and options, and leaves a file it does not fit as it was', async () => {
    const booklet = await aBookletProduct();
    const customer = await aCustomer();
    const session = await openSession(app, customer.browser);
    const filesOf = async (name: string, pages: number) => {
      const response = await upload(app, customer.browser, session, name, await plainPdf(pages));
      expect(response.statusCode, response.body).toBe(201);
      return analysed(app, customer.browser, session, response.json().files[0].uuid);
    };
    const thick = await filesOf('handboek.pdf', 8);
    const flyer = await filesOf('flyer.pdf', 1);
    const configure = (fileId: string, body: { productId: string; specs: SpecEntry[]; quantity: number }) =>
      app.inject({
        method: 'PUT',
        url: `/api/v3/uploads/${session}/files/${fileId}/configuration`,
        headers: headersOf(customer.browser),
        payload: body,
      });
    const bound = [...colour, { menuId: 'binden', optionGroupName: 'rug', optionName: 'nieten' }];
    const template = await saved(customer, 'Geniet boekje', bound, booklet.id);
    // Before: the flyer printed black-white.
    const before = await configure(flyer.uuid, {
      productId: product.id,
      specs: [colour[0]!, { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' }],
      quantity: 3,
    });
    expect(before.statusCode, before.body).toBe(200);

    const applied = await configure(thick.uuid, {
      productId: template.productId,
      specs: template.specs,
      quantity: 2,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(cartLineSchema.parse(applied.json())).toMatchObject({
      productId: booklet.id,
      specs: bound,
      quantity: 2,
    });

    const refused = await configure(flyer.uuid, {
      productId: template.productId,
      specs: template.specs,
      quantity: 3,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('MENU_NOT_AVAILABLE');
    const cart = await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${session}/cart`,
      headers: headersOf(customer.browser),
    });
    const flyerLine = cart.json().lines.find((line: { fileId: string }) => line.fileId === flyer.uuid);
    expect(flyerLine).toMatchObject({ productId: product.id, quantity: 3 });
  });
});
