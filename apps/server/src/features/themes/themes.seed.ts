import type { Proposition } from '@portal/shared/schemas/proposition';
import { type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import type { ThemesService } from './themes.service';

/**
 * Demo themes (never in production): the provider's own theme with every kind of menu item,
 * and three customer themes that exercise the flags, colours, backgrounds and custom fields.
 */

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
 * Adds the demo themes that are missing; a theme already there (by name) is left as it is. They
 * pass the same check as any theme written (its patterns included): a demo theme the check
 * refuses stops the start loudly.
 */
export async function seedDemoThemes(themes: Pick<ThemesService, 'addMissingThemes'>): Promise<void> {
  const refused = await themes.addMissingThemes([
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
        customFields: {
          // A cost centre of two fields ('4410-PR123') and a case number as reference: the
          // invoice step's per-field marks and the customer-number rule have something to show.
          project: {
            label: 'Kostenplaats',
            required: true,
            fields: [
              { format: '\\d{4}', maxLength: 4, placeholder: 'afdeling, 4 cijfers' },
              { format: '[A-Z]{2}\\d{3}', maxLength: 5, placeholder: 'bijv. PR123' },
            ],
          },
          reference: { label: 'Zaaknummer', format: 'Z-\\d{6}', maxLength: 8, placeholder: 'Z-123456' },
          analyseFiles: true,
          // Its own print store (issue 29), with the provider's default store beside it.
          printStoreAd: { includeDefault: true },
        },
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
  ]);
  if (refused) throw new Error(`demo theme refused: ${refused.message}`);
}
