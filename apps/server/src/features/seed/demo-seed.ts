import type { Proposition } from '@portal/shared/schemas/proposition';
import { type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { domainRestrictions, users } from '../accounts/accounts.tables';
import { messages } from '../messages/messages.tables';
import { themes } from '../themes/themes.tables';

const white = '#ffffff';

function item(
  partial: Partial<Proposition> & Pick<Proposition, 'pid' | 'propTitle' | 'destinationType' | 'destination'>,
): Proposition {
  return {
    colours: { background: '#1d4ed8', text: white },
    menuItems: [],
    securityLevel: 0,
    hasIntro: false,
    alwaysShowIntro: false,
    pulse: false,
    ...partial,
  };
}

const printIntro: Proposition['introScreen'] = {
  key: 'print',
  title: 'Zo werkt printen',
  paragraphs: [
    'Sleep uw bestanden op de bol of kies ze met de knop. Wij analyseren elk bestand: aantal pagina’s, kleur of zwart-wit, formaat en beeldkwaliteit.',
    'Daarna kiest u per bestand het product en de afwerking, en ziet u direct de prijs excl. BTW.',
  ],
};

/** The provider's own menu: every destination type, sub-menus, a single-item sub-menu, levels and intros. */
const defaultPropositions: Proposition[] = [
  item({
    pid: 'print',
    propTitle: 'Printen',
    propText: 'Upload uw bestanden en bestel prints',
    destinationType: 'interaction',
    destination: 'upload',
    pulse: true,
    hasIntro: true,
    introScreen: printIntro,
  }),
  item({
    pid: 'copy-scan',
    propTitle: 'Kopiëren & scannen',
    propText: 'Laat originelen ophalen, kopiëren of scannen',
    destinationType: 'menu',
    destination: '',
    colours: { background: '#0f766e', text: white },
    menuItems: [
      item({
        pid: 'copy',
        propTitle: 'Kopiëren',
        destinationType: 'page',
        destination: 'copyOrderPickUp',
        colours: { background: '#0f766e', text: white },
        hasIntro: true,
        introScreen: {
          key: 'copy',
          title: 'Kopieeropdracht',
          paragraphs: ['Wij halen uw originelen op, kopiëren ze zoals u wilt en brengen alles netjes terug.'],
        },
      }),
      item({
        pid: 'scan',
        propTitle: 'Scannen',
        destinationType: 'page',
        destination: 'scanOrderPickUp',
        colours: { background: '#0f766e', text: white },
        hasIntro: true,
        alwaysShowIntro: true,
        introScreen: {
          key: 'scan',
          title: 'Scanopdracht',
          paragraphs: [
            'Wij halen uw dossiers op en scannen ze. U ontvangt de bestanden digitaal, op een gegevensdrager of in uw archief in het portaal.',
          ],
        },
      }),
      item({
        pid: 'digitise-info',
        propTitle: 'Archief digitaliseren',
        destinationType: 'page',
        destination: 'digitising',
        colours: { background: '#0f766e', text: white },
      }),
    ],
  }),
  item({
    pid: 'store',
    propTitle: 'Stickers & borden',
    propText: 'Kant-en-klaar, snel bezorgd',
    destinationType: 'page',
    destination: 'printStore',
    colours: { background: '#b45309', text: white },
  }),
  item({
    pid: 'quote',
    propTitle: 'Offerte',
    propText: 'Vraag een offerte aan',
    destinationType: 'page',
    destination: 'quoteOrderDescription',
    colours: { background: '#6d28d9', text: white },
  }),
  item({
    pid: 'archive',
    propTitle: 'Mijn archief',
    destinationType: 'menu',
    destination: '',
    colours: { background: '#334155', text: white },
    menuItems: [
      item({
        pid: 'filestore',
        propTitle: 'Bestandsopslag',
        destinationType: 'page',
        destination: 'filestoreDashboard',
        colours: { background: '#334155', text: white },
      }),
    ],
  }),
  item({
    pid: 'secured',
    propTitle: 'Secured printing',
    propText: 'Vertrouwelijke documenten',
    destinationType: 'page',
    destination: 'printProductSecuredSA',
    securityLevel: 2,
    colours: { background: '#991b1b', text: white },
  }),
  item({
    pid: 'track',
    propTitle: 'Track & trace',
    propText: 'Volg uw zending bij de vervoerder',
    destinationType: 'url',
    destination: 'https://jouw.postnl.nl/track-and-trace/',
    colours: { background: '#475569', text: white },
  }),
  item({
    pid: 'contact',
    propTitle: 'Contact',
    destinationType: 'page',
    destination: 'contact',
    colours: { background: '#1e3a8a', text: white },
  }),
];

const baseFlags = themeSettingsSchema.shape.flags.parse({});

function settings(
  partial: Omit<Partial<ThemeSettings>, 'flags'> & { flags?: Partial<ThemeSettings['flags']> },
): ThemeSettings {
  return themeSettingsSchema.parse({
    colours: { primary: '#1d4ed8', onPrimary: white, background: '#f4f6fb' },
    ...partial,
    flags: { ...baseFlags, ...partial.flags },
  });
}

function recoloured(items: Proposition[], background: string): Proposition[] {
  return items.map((entry) => ({
    ...entry,
    colours: { background, text: white },
    menuItems: recoloured(entry.menuItems, background),
  }));
}

/**
 * Demo accounts for local use, printed in the README. Never seeded in production (server.ts
 * only seeds outside production). Passwords meet the policy: 12+, an uppercase letter, a digit.
 */
export const DEMO_ACCOUNTS = {
  customer: { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026', name: 'Karin de Klant' },
  staff: { email: 'medewerker@drukwerkdirect.example', password: 'Medewerker-2026', name: 'Mark Medewerker' },
  printStoreAdmin: { email: 'beheer@drukwerkdirect.example', password: 'Beheerder-2026', name: 'Bea Beheer' },
  unvalidated: { email: 'nieuw@bouwbedrijf-demo.example', password: 'Nog-Niet-2026', name: 'Niels Nieuw' },
  municipality: { email: 'inkoop@rivierstad.example', password: 'Rivierstad-2026', name: 'Ruud Rivier' },
} as const;

/** A demo print store id for the print-store admin (the print store itself arrives later). */
export const DEMO_PRINT_STORE_ID = '5a1d7c1e-0b6f-4c1a-9d2e-7f00c0ffee01';

/**
 * Demo data for local use: the default theme and three customer themes that exercise the
 * flags, plus post-its. Runs only on an empty database and never in production.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starts against one PostgreSQL server.
    await tx.execute(sql`select pg_advisory_xact_lock(74201)`);
    const [existing] = await tx.select({ id: themes.id }).from(themes).limit(1);
    if (existing) return false;

    const [defaultTheme, municipality, purchasing] = await tx
      .insert(themes)
      .values([
        {
          name: 'drukwerkdirect',
          title: 'Drukwerk Direct',
          isDefault: true,
          settings: settings({ logo: 'drukwerkdirect.svg', flags: { showMarketingContent: true } }),
          propositions: defaultPropositions,
        },
        {
          name: 'gemeente-rivierstad',
          title: 'Gemeente Rivierstad',
          settings: settings({
            colours: { primary: '#166534', onPrimary: white, background: '#f0f7f2' },
            logo: 'gemeente-rivierstad.svg',
            backgroundImage: 'rivierstad.svg',
            backgroundPosition: 'bottom right',
            flags: { hideOrders: true, hideProfile: true, hideLogOut: true, hidePricing: true },
            customFields: { project: { label: 'Kostenplaats', required: true }, analyseFiles: true },
          }),
          propositions: recoloured(
            defaultPropositions.filter((entry) => ['print', 'copy-scan', 'contact'].includes(entry.pid)),
            '#166534',
          ),
        },
        {
          name: 'inkoopportaal',
          title: 'Inkoopportaal Bouwgroep Noord',
          settings: settings({
            colours: { primary: '#9a3412', onPrimary: white, background: '#fbf5f1' },
            logo: 'bouwgroep-noord.svg',
            backgroundImage: 'bouwplaats.svg',
            backgroundPosition: 'top left',
            flags: { hideDeliverOptions: true, hideInvoiceOptions: true },
            customFields: { sapPortal: true, themeCustomer: '4200117' },
          }),
          propositions: recoloured(
            defaultPropositions.filter((entry) => ['print', 'store'].includes(entry.pid)),
            '#9a3412',
          ),
        },
        {
          name: 'hogeschool-demo',
          title: 'Hogeschool Demo',
          settings: settings({
            colours: { primary: '#7c3aed', onPrimary: white, background: '#f6f3fe' },
            logo: 'hogeschool-demo.svg',
            flags: { hideZipOption: true, hideChangePw: true },
          }),
          propositions: recoloured(defaultPropositions.slice(0, 4), '#7c3aed'),
        },
      ])
      .returning();

    const validated = new Date();
    const account = async (
      key: keyof typeof DEMO_ACCOUNTS,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => {
      const demo = DEMO_ACCOUNTS[key];
      return {
        email: demo.email,
        name: demo.name,
        phone: '030 123 45 67',
        passwordHash: await hashPassword(demo.password),
        emailValidatedAt: validated,
        ...extra,
      };
    };
    await tx.insert(users).values([
      await account('customer', { securityLevel: 1 }),
      await account('staff', { securityLevel: 2, title: 'Medewerker klantenservice' }),
      await account('printStoreAdmin', {
        securityLevel: 2,
        printStoreId: DEMO_PRINT_STORE_ID,
        printStoreRole: 'ADMIN',
      }),
      await account('unvalidated', { emailValidatedAt: null }),
      await account('municipality', { securityLevel: 1, themeId: municipality!.id, projectRequired: true }),
    ]);
    await tx.insert(domainRestrictions).values({
      domain: 'concern-demo.example',
      allowRegistration: false,
      allowLogin: false,
      title: 'Gebruik het portaal van uw organisatie',
      message:
        'Medewerkers van Concern Demo bestellen drukwerk via het eigen inkoopportaal van Concern Demo.',
      btnLabel: 'Naar het inkoopportaal',
      btnUrl: 'https://inkoop.concern-demo.example/',
    });

    await tx.insert(messages).values([
      {
        themeId: defaultTheme!.id,
        content:
          'Let op: rond de feestdagen gelden aangepaste levertijden. Bestellingen na 22 december worden vanaf 2 januari geleverd.',
        backgroundColor: '#fef08a',
        buttons: [
          {
            type: 'url',
            value: '/leveringsvoorwaarden',
            label: 'Levertijden',
            textColor: '#1f2937',
            borderColor: '#1f2937',
            backgroundColor: '#fef08a',
          },
          {
            type: 'close',
            value: '',
            label: 'Sluiten',
            textColor: white,
            borderColor: '#1f2937',
            backgroundColor: '#1f2937',
          },
        ],
      },
      {
        themeId: municipality!.id,
        content:
          'Welkom in het printportaal van Gemeente Rivierstad. Vermeld bij elke bestelling uw kostenplaats.',
        backgroundColor: '#bbf7d0',
        buttons: [
          {
            type: 'close',
            value: '',
            label: 'Begrepen',
            textColor: white,
            borderColor: '#14532d',
            backgroundColor: '#14532d',
          },
        ],
      },
      {
        themeId: purchasing!.id,
        content: 'Bestellingen in dit portaal worden na afronden teruggezet naar uw inkoopsysteem.',
        backgroundColor: '#fed7aa',
        buttons: [],
      },
    ]);
    return true;
  });
}
