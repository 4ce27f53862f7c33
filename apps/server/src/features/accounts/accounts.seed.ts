import { SECURED_PRINTING_LEVEL } from '@portal/shared/constants';
import { hashPassword } from '../../lib/passwords';
import { isFailure } from '../../platform/failure';
import type { ThemesService } from '../themes/themes.service';
import type { AccountsRepository, NewUserRow } from './accounts.repository';

/**
 * Demo accounts for local use, printed in the README. Never seeded in production (only
 * outside production do modules seed). Passwords meet the policy: 12+, an uppercase letter, a digit.
 */
export const DEMO_ACCOUNTS = {
  customer: { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026', name: 'Karin de Klant' },
  staff: { email: 'medewerker@drukwerkdirect.example', password: 'Medewerker-2026', name: 'Mark Medewerker' },
  printStoreAdmin: { email: 'beheer@drukwerkdirect.example', password: 'Beheerder-2026', name: 'Bea Beheer' },
  unvalidated: { email: 'nieuw@bouwbedrijf-demo.example', password: 'Nog-Niet-2026', name: 'Niels Nieuw' },
  municipality: { email: 'inkoop@rivierstad.example', password: 'Rivierstad-2026', name: 'Ruud Rivier' },
  /** Orders in the purchasing portal 'inkoopportaal' (decision 0055). */
  purchaser: { email: 'inkoper@bouwgroep-noord.example', password: 'Bouwgroep-2026', name: 'Ingrid Inkoper' },
  /** The facility manager of Scholengroep Demo, who buys signs in the print store (issue 29). */
  facilityManager: {
    email: 'facilitair@scholengroep-demo.example',
    password: 'Facilitair-2026',
    name: 'Femke Facilitair',
  },
  /** Secured printing (security level 2) for Zorggroep Midden, a care group (issue 28 point 6). */
  securedCustomer: {
    email: 'secretariaat@zorggroep-midden.example',
    password: 'Zorggroep-2026',
    name: 'Sanne Secretariaat',
  },
} as const;

/** The provider's default print store, which the demo print-store admin administers (its seed writes it). */
export const DEMO_PRINT_STORE_ID = '5a1d7c1e-0b6f-4c1a-9d2e-7f00c0ffee01';
/** Gemeente Rivierstad's own print store, which the demo municipality user administers (issue 29). */
export const DEMO_CUSTOMER_PRINT_STORE_ID = '5a1d7c1e-0b6f-4c1a-9d2e-7f00c0ffee02';

/** Adds the demo accounts and the demo domain restriction that are missing. */
export async function seedDemoAccounts(repository: AccountsRepository, themes: ThemesService): Promise<void> {
  const keys = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];
  const missing: typeof keys = [];
  for (const key of keys)
    if (!(await repository.findUserByEmail(DEMO_ACCOUNTS[key].email))) missing.push(key);
  if (missing.length > 0) {
    const municipalityTheme = await themes.themeIdOf('gemeente-rivierstad');
    const portalTheme = await themes.themeIdOf('inkoopportaal');
    const validated = new Date();
    const extra: Record<keyof typeof DEMO_ACCOUNTS, Partial<NewUserRow>> = {
      customer: { securityLevel: 1 },
      staff: {
        securityLevel: 2,
        title: 'Medewerker klantenservice',
        staffRoles: ['orderDesk', 'customerLinks'],
      },
      printStoreAdmin: { securityLevel: 2, printStoreId: DEMO_PRINT_STORE_ID, printStoreRole: 'ADMIN' },
      unvalidated: { emailValidatedAt: null },
      municipality: {
        securityLevel: 1,
        themeId: isFailure(municipalityTheme) ? null : municipalityTheme,
        projectRequired: true,
        // The admin of the municipality's own print store: its hidden items are hers to see.
        printStoreId: DEMO_CUSTOMER_PRINT_STORE_ID,
        printStoreRole: 'ADMIN',
      },
      // Bound to the portal theme: its fixed customer number is this user's to order on.
      purchaser: { securityLevel: 1, themeId: isFailure(portalTheme) ? null : portalTheme },
      facilityManager: { securityLevel: 1 },
      // The level of the home menu's 'Secured printing' and of its product templates.
      securedCustomer: { securityLevel: SECURED_PRINTING_LEVEL },
    };
    const users: NewUserRow[] = [];
    for (const key of missing) {
      const demo = DEMO_ACCOUNTS[key];
      users.push({
        email: demo.email,
        name: demo.name,
        phone: '030 123 45 67',
        passwordHash: await hashPassword(demo.password),
        emailValidatedAt: validated,
        ...extra[key],
      });
    }
    await repository.insertMissing({ users });
  }
  // The demo staff account works the order desk (issue 13) and, as customer service, links users
  // to customer numbers (decision 0082); also in a database seeded before the roles existed. No
  // other demo account gets either: the print store's admin is staff without them.
  await repository.grantStaffRole(DEMO_ACCOUNTS.staff.email, 'orderDesk');
  await repository.grantStaffRole(DEMO_ACCOUNTS.staff.email, 'customerLinks');
  await repository.insertMissing({
    domainRestrictions: [
      {
        domain: 'concern-demo.example',
        allowRegistration: false,
        allowLogin: false,
        title: 'Gebruik het portaal van uw organisatie',
        message:
          'Medewerkers van Concern Demo bestellen drukwerk via het eigen inkoopportaal van Concern Demo.',
        btnLabel: 'Naar het inkoopportaal',
        btnUrl: 'https://inkoop.concern-demo.example/',
      },
    ],
  });
}
