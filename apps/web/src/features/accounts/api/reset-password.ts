import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { email: string; resetId: string; password: string };

export function resetPassword(body: ResetPasswordInput) {
  return apiRequest('/api/v3/auth/reset-password', z.null(), { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
