import { forgotPasswordResponseSchema } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(username: string) {
  return apiRequest('/api/v3/auth/forgot-password', forgotPasswordResponseSchema, {
    method: 'POST',
    body: { username },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
