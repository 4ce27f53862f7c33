import type { Message } from '@portal/shared/schemas/message';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { messagesQueryKey } from './get-messages';

/** Closes a post-it for this visitor. */
export async function closeMessage(id: string, themeName: string): Promise<void> {
  await callApi(contracts.messages, 'closeMessage', { params: { id }, query: { theme: themeName } });
}

/**
 * Closing removes the note at once; when the server refuses, the note comes back and
 * `onFailure` tells the user why. A plain call rather than TanStack Query's useMutation: the
 * post-its are on the home page's first screen, and useMutation loads with the screens that
 * need its state (decision 0038).
 */
export function useCloseMessage(themeName: string, onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = messagesQueryKey(themeName);
  return async (id: string): Promise<void> => {
    await queryClient.cancelQueries({ queryKey: key });
    const messages = queryClient.getQueryData<Message[]>(key) ?? [];
    const index = messages.findIndex((message) => message.id === id);
    queryClient.setQueryData<Message[]>(key, (current) => current?.filter((message) => message.id !== id));
    try {
      await closeMessage(id, themeName);
    } catch (error) {
      // Put back only this note, where it was: another close may have succeeded meanwhile.
      const restored = messages[index];
      if (restored)
        queryClient.setQueryData<Message[]>(key, (current = []) =>
          current.some((message) => message.id === id)
            ? current
            : [...current.slice(0, index), restored, ...current.slice(index)],
        );
      onFailure(error);
    }
  };
}
