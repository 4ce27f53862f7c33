import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function validateEmail(hash: string) {
  return callApi(contracts.accounts, 'validateEmail', { body: { hash } });
}

/**
 * Confirms the address behind a validation link. A query rather than a mutation on purpose:
 * the link may be used only once, and the query runs once per hash however often the dialog
 * renders or mounts (StrictMode mounts twice).
 */
export function useValidateEmail(hash: string | null) {
  return useQuery({
    queryKey: ['validate-email', hash],
    queryFn: () => validateEmail(hash ?? ''),
    enabled: hash !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
