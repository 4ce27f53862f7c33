import { useDebouncedValue } from '@mantine/hooks';
import type { DomainRestriction } from '@portal/shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** How long typing must pause before the domain is checked. */
export const DOMAIN_CHECK_DELAY_MS = 400;

export function checkDomain(email: string, signal?: AbortSignal) {
  return callApi(contracts.accounts, 'checkDomain', { body: { email } }, { signal });
}

/** The domain of an address worth checking: something after the '@' that has a dot in it. */
export function checkableDomain(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1) return null;
  const domain = value.slice(at + 1);
  return /^[^\s@]+\.[^\s@.]{2,}$/.test(domain) ? domain : null;
}

/**
 * The domain restriction of the address being typed (spec 01 section 6), checked once typing
 * pauses and once per domain. Null while unknown; a failed check counts as unknown, since
 * the server refuses a restricted sign-up or login anyway.
 */
export function useDomainRestriction(email: string): DomainRestriction | null {
  const [debounced] = useDebouncedValue(email, DOMAIN_CHECK_DELAY_MS);
  const domain = checkableDomain(debounced);
  const { data } = useQuery({
    queryKey: ['domain-restriction', domain],
    queryFn: ({ signal }) => checkDomain(debounced.trim(), signal),
    enabled: domain !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // The answer belongs to what was typed before; once the domain changes it no longer applies.
  return domain !== null && domain === checkableDomain(email) ? (data ?? null) : null;
}
