import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function requestTermination(message: string) {
  return apiRequest('/api/v3/account/termination-request', z.object({ sent: z.literal(true) }), {
    method: 'POST',
    body: { message },
  });
}

export function useRequestTermination() {
  return useMutation({ mutationFn: requestTermination });
}
