import type { LoginBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function login(body: LoginBody) {
  return callApi(contracts.accounts, 'login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
