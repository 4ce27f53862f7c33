import type { Message } from '@portal/shared/schemas/message';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ThemesService } from '../themes/themes.service';
import { createMessagesRepository, type MessageRow } from './messages.repository';

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  content: row.content,
  backgroundColor: row.backgroundColor,
  buttons: row.buttons,
});

export function createMessagesService(deps: { db: Db; themes: ThemesService }) {
  const repository = createMessagesRepository(deps.db);

  async function themeIdOf(themeName: string): Promise<string> {
    const id = await deps.themes.getThemeId(themeName);
    if (!id) throw new AppError(404, 'THEME_NOT_FOUND');
    return id;
  }

  return {
    async list(themeName: string, visitorId: string): Promise<Message[]> {
      return (await repository.listVisible(await themeIdOf(themeName), visitorId)).map(toMessage);
    },
    /** Closes a post-it for this visitor; a message they cannot see is "not found", whoever it belongs to. */
    async close(messageId: string, themeName: string, visitorId: string): Promise<void> {
      const closed = await repository.dismiss(messageId, await themeIdOf(themeName), visitorId);
      if (!closed) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
