import { Button, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Message, MessageButton } from '@portal/shared/schemas/message';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useCloseMessage } from '../api/close-message';
import { useMessagesQuery } from '../api/get-messages';
import { readableTextColour } from '../utils/contrast';

/** A site-relative path ('/x'), not a protocol-relative address ('//host' or '/\host'). */
const isInternalPath = (value: string) => /^\/(?![/\\])/.test(value);

function buttonStyle(button: MessageButton): CSSProperties {
  const text = readableTextColour(button.backgroundColor, button.textColor);
  return {
    '--button-bg': button.backgroundColor,
    '--button-hover': button.backgroundColor,
    '--button-color': text,
    '--button-hover-color': text,
    '--button-bd': `1px solid ${button.borderColor}`,
  } as CSSProperties;
}

function PostItButton({ button, onClose }: { button: MessageButton; onClose: () => void }) {
  const { t } = useTranslation();
  const common = {
    size: 'xs',
    radius: 'xl',
    className: 'home-postit__button',
    style: buttonStyle(button),
  } as const;
  if (button.type === 'close')
    return (
      <Button {...common} onClick={onClose}>
        {button.label}
      </Button>
    );
  if (isInternalPath(button.value))
    return (
      <Button {...common} component={Link} to={button.value}>
        {button.label}
      </Button>
    );
  return (
    <Button {...common} component="a" href={button.value} target="_blank" rel="noopener noreferrer">
      {button.label}
      <VisuallyHidden> {t('home.opensInNewTab')}</VisuallyHidden>
    </Button>
  );
}

function PostIt({ message, onClose }: { message: Message; onClose: () => void }) {
  const style = {
    '--postit-bg': message.backgroundColor,
    '--postit-text': readableTextColour(message.backgroundColor),
  } as CSSProperties;
  return (
    <li className="home-postit" style={style}>
      <span className="home-postit__pin" aria-hidden="true" />
      {/* Plain text from staff: rendered as text, never as HTML. */}
      <p className="home-postit__content">{message.content}</p>
      {message.buttons.length > 0 && (
        <div className="home-postit__buttons">
          {message.buttons.map((button) => (
            <PostItButton key={`${button.type}-${button.label}`} button={button} onClose={onClose} />
          ))}
        </div>
      )}
    </li>
  );
}

/** The theme's post-it messages, pinned beside the globe (under it on small screens). */
export function PostIts({ themeName }: { themeName: string }) {
  const { t } = useTranslation();
  const { data: messages = [] } = useMessagesQuery(themeName);
  const close = useCloseMessage(themeName, (error) =>
    notifications.show({
      color: 'red',
      title: t('home.closeMessageFailed'),
      message: error instanceof ApiRequestError ? error.message : t('home.checkConnection'),
    }),
  );
  if (messages.length === 0) return null;
  return (
    <aside className="home-postits" aria-label={t('home.postItsLabel')}>
      <ul className="home-postits__list">
        {messages.map((message) => (
          <PostIt key={message.id} message={message} onClose={() => void close(message.id)} />
        ))}
      </ul>
    </aside>
  );
}
