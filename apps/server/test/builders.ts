import { randomBytes, randomUUID } from 'node:crypto';
import type { Product, ProductOption } from '@portal/shared/schemas/catalogue';
import type { MessageButton } from '@portal/shared/schemas/message';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import type { Db } from '../src/db/database';
import { createAccountsRepository } from '../src/features/accounts/accounts.repository';
import { domainRestrictions, type StaffRole } from '../src/features/accounts/accounts.tables';
import { createCatalogueRepository } from '../src/features/catalogue/catalogue.repository';
import { messages } from '../src/features/messages/messages.tables';
import { themes } from '../src/features/themes/themes.tables';
import { hashPassword } from '../src/lib/passwords';
import { testConfig } from './test-app';

/**
 * Builders of test data: each inserts exactly one thing with sensible defaults, and a test names
 * only what it is about. Names and e-mail addresses are unique, since the tests of a file share
 * one database (test-app.ts).
 */

let sequence = 0;
/** e.g. `thema-3-9f2c1a`: unique within the worker, and apart from other runs on the same server. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

export const uniqueEmail = (domain = 'klant-test.example') => `${uniqueName('gebruiker')}@${domain}`;

/** A domain of the staff (STAFF_DOMAINS as the test apps have it): its users count as staff. */
export const STAFF_DOMAIN = testConfig().staffDomains[0]!;

const white = '#ffffff';

/** A round menu item; a `menu` item holds its sub-menu in menuItems. */
export function aProposition(overrides: Partial<Proposition> & Pick<Proposition, 'pid'>): Proposition {
  return {
    propTitle: overrides.pid,
    colours: { background: '#1d4ed8', text: white },
    destinationType: overrides.menuItems?.length ? 'menu' : 'page',
    destination: overrides.menuItems?.length ? '' : 'contact',
    menuItems: [],
    securityLevel: 0,
    hasIntro: false,
    alwaysShowIntro: false,
    pulse: false,
    ...overrides,
  };
}

export type ThemeOptions = {
  name?: string;
  title?: string;
  /** The theme at '/' (the reserved name 'default'); a file has at most one. */
  isDefault?: boolean;
  flags?: Partial<ThemeSettings['flags']>;
  colours?: Partial<ThemeSettings['colours']>;
  customFields?: ThemeSettings['customFields'];
  logo?: string;
  backgroundImage?: string;
  backgroundPosition?: ThemeSettings['backgroundPosition'];
  propositions?: Proposition[];
  /** The theme's own delivery terms (decision 0131). */
  orderTerms?: ThemeSettings['orderTerms'];
};
export type BuiltTheme = { id: string; name: string };

/** A theme with the default flags and colours and one menu item, unless told otherwise. */
export async function aTheme(db: Db, options: ThemeOptions = {}): Promise<BuiltTheme> {
  const name = options.name ?? uniqueName('thema');
  // Parsed as the service parses it on the way out, so a bad setting fails here, in the test.
  const settings = themeSettingsSchema.parse({
    flags: options.flags ?? {},
    colours: { primary: '#1d4ed8', onPrimary: white, background: '#f4f6fb', ...options.colours },
    customFields: options.customFields,
    logo: options.logo,
    backgroundImage: options.backgroundImage,
    backgroundPosition: options.backgroundPosition,
    orderTerms: options.orderTerms,
  });
  const [row] = await db
    .insert(themes)
    .values({
      name,
      title: options.title ?? `Thema ${name}`,
      isDefault: options.isDefault ?? false,
      settings,
      propositions: options.propositions ?? [aProposition({ pid: 'print' })],
    })
    .returning({ id: themes.id, name: themes.name });
  return row!;
}

export type UserOptions = {
  email?: string;
  name?: string;
  password?: string;
  /** An address on a staff domain (STAFF_DOMAIN) instead of a customer's. */
  staff?: boolean;
  securityLevel?: number;
  theme?: BuiltTheme;
  /** A role in a print store of its own (the print store itself arrives later). */
  printStoreRole?: string;
  /** The print store that role is in (a made-up one unless given). */
  printStoreId?: string;
  /** false: signed up but the e-mail address not validated yet, so the account cannot log in. */
  validated?: boolean;
  projectRequired?: boolean;
  title?: string;
  /** Staff roles granted in data (users.staff_roles), e.g. ['orderDesk']. */
  staffRoles?: StaffRole[];
};
export type BuiltUser = { id: string; email: string; password: string; name: string };

const hashes = new Map<string, Promise<string>>();
/** argon2id on purpose costs time: one hash per password is enough for a worker's tests. */
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A validated customer at security level 1, unless told otherwise; returns what logs it in. */
export async function aUser(db: Db, options: UserOptions = {}): Promise<BuiltUser> {
  const email = options.email ?? uniqueEmail(options.staff ? STAFF_DOMAIN : undefined);
  const password = options.password ?? 'Sterk-Wachtwoord-1';
  const name = options.name ?? 'Test Klant';
  const row = await createAccountsRepository(db).insertUser({
    email,
    name,
    phone: '030 123 45 67',
    passwordHash: await hashOf(password),
    emailValidatedAt: options.validated === false ? null : new Date(),
    securityLevel: options.securityLevel ?? 1,
    themeId: options.theme?.id ?? null,
    printStoreId: options.printStoreId ?? (options.printStoreRole ? randomUUID() : null),
    printStoreRole: options.printStoreRole ?? null,
    projectRequired: options.projectRequired ?? false,
    title: options.title ?? null,
    staffRoles: options.staffRoles ?? [],
  });
  return { id: row.id, email, password, name };
}

/** A close button, or whatever the overrides make of it. */
export function aButton(overrides: Partial<MessageButton> = {}): MessageButton {
  return {
    type: 'close',
    value: '',
    label: 'Sluiten',
    textColor: white,
    borderColor: '#1f2937',
    backgroundColor: '#1f2937',
    ...overrides,
  };
}

export type MessageOptions = {
  /** Without a theme the post-it shows on every theme. */
  theme?: BuiltTheme;
  content?: string;
  backgroundColor?: string;
  buttons?: MessageButton[];
};

/** Ends every login of a user as an administrator or another instance would: no event here. */
export async function revokedLogins(db: Db, userId: string, at: Date): Promise<void> {
  await createAccountsRepository(db).revokeAllSessions(userId, at);
}

/** A post-it with a close button. */
export async function aMessage(db: Db, options: MessageOptions = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(messages)
    .values({
      themeId: options.theme?.id ?? null,
      content: options.content ?? 'Een bericht voor de test.',
      backgroundColor: options.backgroundColor ?? '#fef08a',
      buttons: options.buttons ?? [aButton()],
    })
    .returning({ id: messages.id });
  return row!;
}

export type DomainRestrictionOptions = Partial<Omit<typeof domainRestrictions.$inferInsert, 'id'>>;

/** An e-mail domain whose people may neither sign up nor log in here, with its own message. */
export async function aDomainRestriction(db: Db, options: DomainRestrictionOptions = {}) {
  const [row] = await db
    .insert(domainRestrictions)
    .values({
      domain: `${uniqueName('concern')}.example`,
      allowRegistration: false,
      allowLogin: false,
      title: 'Gebruik het portaal van uw organisatie',
      message: 'Bestel drukwerk via het portaal van uw eigen organisatie.',
      btnLabel: 'Naar uw portaal',
      btnUrl: 'https://portaal.concern.example/',
      ...options,
    })
    .returning();
  return row!;
}

export type ProductOptions = Partial<Product> & {
  /** Sold only to the users of these themes. */
  themes?: BuiltTheme[];
};

/**
 * A print product with one menu: format (A4, A3) and black-white or colour, page prices A4 10 /
 * 40 ct and A3 20 / 80 ct, no tiers; a unique id unless given. Not stored: see aProduct.
 */
export function productShape(overrides: Partial<Product> = {}): Product {
  const option = (name: string) => ({ name, title: name, price: null, alwaysColor: false, subOptions: [] });
  return {
    id: uniqueName('product'),
    title: 'Testproduct',
    image: null,
    securityLevel: 0,
    minQuantity: 1,
    alwaysColor: false,
    hidePrice: false,
    menus: [
      {
        id: 'printen',
        title: 'Printen',
        subTitle: '',
        group: 'printen',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            name: 'formaat',
            title: 'Formaat',
            kind: 'choice',
            default: 'A4',
            analyseValue: 'format',
            options: [option('A4'), option('A3')],
          },
          {
            name: 'kleur',
            title: 'Kleur',
            kind: 'choice',
            default: 'Zwart/Wit',
            analyseValue: 'colour',
            options: [option('Zwart/Wit'), option('kleur')],
          },
        ],
      },
    ],
    pricing: {
      pagePrices: [
        { format: 'A4', colour: 'bw', cents: 10 },
        { format: 'A4', colour: 'colour', cents: 40 },
        { format: 'A3', colour: 'bw', cents: 20 },
        { format: 'A3', colour: 'colour', cents: 80 },
      ],
      setupCents: 0,
      tiers: [],
    },
    ...overrides,
  };
}

/** A stored print product (productShape with the overrides), sold to these themes only when given. */
export async function aProduct(db: Db, options: ProductOptions = {}): Promise<Product> {
  const { themes: productThemes = [], ...overrides } = options;
  const product = productShape(overrides);
  await createCatalogueRepository(db).insertMissing(
    product,
    0,
    productThemes.map((theme) => theme.id),
  );
  return product;
}

/**
 * A stored booklet product: the test shape's print menu and a 'Boekje' menu whose binding group
 * ('binden') offers these options, the first one chosen by default.
 */
export async function aBookletProduct(
  db: Db,
  bindings: [ProductOption, ...ProductOption[]],
): Promise<Product> {
  const base = productShape();
  return aProduct(db, {
    menus: [
      ...base.menus,
      {
        id: 'boekje',
        title: 'Boekje',
        subTitle: '',
        group: 'boekje',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            name: 'binden',
            title: 'Binden',
            kind: 'choice',
            default: bindings[0].name,
            analyseValue: null,
            options: bindings,
          },
        ],
      },
    ],
  });
}
