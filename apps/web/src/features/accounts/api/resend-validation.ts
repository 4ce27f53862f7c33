import type { LoginBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** The validation mail again, for an account that tried to log in before confirming its address. */
export function useResendValidation() {
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(contracts.accounts, 'resendValidation', { body }),
  });
}
