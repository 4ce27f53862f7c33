import { requestTermination as requestTerminationEndpoint } from '@portal/shared/api/accounts.api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function requestTermination(message: string) {
  return callApi(requestTerminationEndpoint, { body: { message } });
}

export function useRequestTermination() {
  return useMutation({ mutationFn: requestTermination });
}
