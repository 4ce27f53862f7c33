import type { SignUpBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const signUpResponseSchema = z.object({ status: z.literal('sent') });

export function signUp(body: SignUpBody) {
  return apiRequest('/api/v3/auth/sign-up', signUpResponseSchema, { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
