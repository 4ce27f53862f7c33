import { signUp as signUpEndpoint } from '@portal/shared/api/accounts.api';
import type { SignUpBody } from '@portal/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function signUp(body: SignUpBody) {
  return callApi(signUpEndpoint, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
