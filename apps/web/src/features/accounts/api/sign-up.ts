import type { SignUpBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function signUp(body: SignUpBody) {
  return callApi(contracts.accounts, 'signUp', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
