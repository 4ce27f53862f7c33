import { type LoginBody, loginResponseSchema } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody) {
  return apiRequest('/api/v3/auth/login', loginResponseSchema, { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
