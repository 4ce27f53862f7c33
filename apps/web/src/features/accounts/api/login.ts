import { login as loginEndpoint } from '@portal/shared/api/accounts.api';
import type { LoginBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function login(body: LoginBody) {
  return callApi(loginEndpoint, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
