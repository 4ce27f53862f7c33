import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function forgotPassword(username: string) {
  return callApi(contracts.accounts, 'forgotPassword', { body: { username } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
