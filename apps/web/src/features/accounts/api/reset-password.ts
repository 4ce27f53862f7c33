import type { resetPassword as resetPasswordEndpoint } from '@portal/shared/api/accounts.api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export type ResetPasswordInput = z.input<(typeof resetPasswordEndpoint)['body']>;

export function resetPassword(body: ResetPasswordInput) {
  return callApi(contracts.accounts, 'resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
