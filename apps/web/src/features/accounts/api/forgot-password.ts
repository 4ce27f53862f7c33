import { forgotPassword as forgotPasswordEndpoint } from '@portal/shared/api/accounts.api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function forgotPassword(username: string) {
  return callApi(forgotPasswordEndpoint, { body: { username } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
