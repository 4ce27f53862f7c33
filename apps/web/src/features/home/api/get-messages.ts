import { type Message, messagesResponseSchema } from '@portal/shared/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const messagesQueryKey = (themeName: string) => ['messages', themeName] as const;

/** GET /api/v3/messages: the theme's post-its this visitor has not closed. */
export async function getMessages(themeName: string, signal?: AbortSignal): Promise<Message[]> {
  const response = await apiRequest(
    `/api/v3/messages?theme=${encodeURIComponent(themeName)}`,
    messagesResponseSchema,
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
