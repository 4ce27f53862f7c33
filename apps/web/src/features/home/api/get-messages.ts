import type { Message } from '@portal/shared/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
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

/** Asked for once the page is painted: the post-its are not part of the first screen. */
export function useMessagesQuery(themeName: string | undefined) {
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: messagesQueryKey(themeName ?? ''),
    queryFn: ({ signal }) => getMessages(themeName!, signal),
    enabled: themeName !== undefined && painted,
    staleTime: 60_000,
  });
}
