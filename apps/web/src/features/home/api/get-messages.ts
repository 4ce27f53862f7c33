import type { Message } from '@portal/shared/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export const messagesQueryKey = (themeName: string) => ['messages', themeName] as const;

/** The theme's post-its this visitor has not closed. */
export async function getMessages(themeName: string, signal?: AbortSignal): Promise<Message[]> {
  const response = await callApi(
    contracts.messages,
    'listMessages',
    { query: { theme: themeName } },
    { signal },
  );
  return response.messages;
}

export function useMessagesQuery(themeName: string | undefined) {
  return useQuery({
    queryKey: messagesQueryKey(themeName ?? ''),
    queryFn: ({ signal }) => getMessages(themeName!, signal),
    enabled: themeName !== undefined,
    staleTime: 60_000,
  });
}
