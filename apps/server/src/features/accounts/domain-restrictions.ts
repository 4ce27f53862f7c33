import type { DomainRestriction } from '@portal/shared/schemas/account';
import { type Failure, fail } from '../../platform/failure';
import type { AccountsRepository } from './accounts.repository';

const UNRESTRICTED: DomainRestriction = {
  restricted: false,
  allowRegistration: true,
  allowLogin: true,
  title: '',
  message: '',
  btnLabel: '',
  btnUrl: '',
};

/** E-mail domains whose people order through their own organisation's portal (spec 01 section 3). */
export function createDomainRestrictions(repository: AccountsRepository) {
  async function check(email: string): Promise<DomainRestriction> {
    const address = email.trim().toLowerCase();
    const row = await repository.findDomainRestriction(address.slice(address.lastIndexOf('@') + 1));
    if (!row) return UNRESTRICTED;
    return {
      restricted: true,
      allowRegistration: row.allowRegistration,
      allowLogin: row.allowLogin,
      title: row.title,
      message: row.message,
      btnLabel: row.btnLabel,
      btnUrl: row.btnUrl,
    };
  }

  /** DOMAIN_RESTRICTED, with the organisation's own message, when the domain may not do this here. */
  async function refuse(
    email: string,
    action: 'allowRegistration' | 'allowLogin',
  ): Promise<Failure<'DOMAIN_RESTRICTED'> | undefined> {
    const restriction = await check(email);
    if (!restriction.restricted || restriction[action]) return undefined;
    return fail('DOMAIN_RESTRICTED', restriction.message || undefined);
  }

  return { check, refuse };
}
export type DomainRestrictions = ReturnType<typeof createDomainRestrictions>;
