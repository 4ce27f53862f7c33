import type { Message } from '@portal/shared/schemas/message';
import { visitorHashOf } from '../../lib/visitor';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { ThemesService } from '../themes/themes.service';
import type { MessageRow, MessagesRepository } from './messages.repository';

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  content: row.content,
  backgroundColor: row.backgroundColor,
  buttons: row.buttons,
});

type ThemeFailure = Failure<'INVALID_THEME_NAME' | 'THEME_NOT_FOUND'>;

export function createMessagesService(deps: { repository: MessagesRepository; themes: ThemesService }) {
  const { repository, themes } = deps;
  return {
    async list(themeName: string, visitorId: string): Promise<Message[] | ThemeFailure> {
      const themeId = await themes.themeIdOf(themeName);
      if (isFailure(themeId)) return themeId;
      return (await repository.listVisible(themeId, visitorHashOf(visitorId))).map(toMessage);
    },
    /** Closes a post-it for this visitor; a message they cannot see is "not found", whoever it belongs to. */
    async close(
      messageId: string,
      themeName: string,
      visitorId: string,
    ): Promise<undefined | ThemeFailure | Failure<'MESSAGE_NOT_FOUND'>> {
      const themeId = await themes.themeIdOf(themeName);
      if (isFailure(themeId)) return themeId;
      if (!(await repository.dismiss(messageId, themeId, visitorHashOf(visitorId))))
        return fail('MESSAGE_NOT_FOUND');
      return undefined;
    },
    /** A login gave the browser a new cookie: the post-its it closed stay closed. */
    async visitorRotated(previous: string, next: string): Promise<void> {
      await repository.moveDismissals(visitorHashOf(previous), visitorHashOf(next));
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
