import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export function requestTermination(message: string) {
  return callApi(contracts.accounts, 'requestTermination', { body: { message } });
}

export function useRequestTermination() {
  return useMutation({ mutationFn: requestTermination });
}
