import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { type CSSProperties, createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogName } from '../../../lib/dialogs';
import '../texts';

/**
 * Mantine's default error red (red.6) and dimmed grey stay below 4.5:1 on white for the small
 * type of field messages and descriptions; inside these dialogs they are one step darker.
 */
const modalStyles = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
  content: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  } as CSSProperties,
};

const ShowPasswordPolicy = createContext<() => void>(() => {});

/** Opens the password policy over the current dialog, keeping what was typed in it. */
export function useShowPasswordPolicy(): () => void {
  return useContext(ShowPasswordPolicy);
}

type AccountModalProps = {
  name: DialogName | 'sessie-verlopen' | 'uitloggen';
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Dialogs that must run to their end (logging out) cannot be closed. */
  closable?: boolean;
  size?: 'md' | 'lg';
  /** Session notices stand above whatever dialog was open when they came. */
  onTop?: boolean;
  children: ReactNode;
};

/**
 * The frame of every account dialog: title, close button labelled 'Sluiten', focus kept
 * inside. The password policy opens on top of it rather than replacing it, so a half-filled
 * sign-up form survives a look at the rules.
 */
export function AccountModal({
  name,
  title,
  opened,
  onClose,
  closable = true,
  size = 'md',
  onTop = false,
  children,
}: AccountModalProps) {
  const { t } = useTranslation();
  const [policyOpen, setPolicyOpen] = useState(false);
  return (
    <ShowPasswordPolicy.Provider value={() => setPolicyOpen(true)}>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        size={size}
        zIndex={onTop ? getDefaultZIndex('modal') + 20 : undefined}
        withCloseButton={closable}
        closeOnEscape={closable && !policyOpen}
        closeOnClickOutside={closable}
        trapFocus={!policyOpen}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={modalStyles}
        data-dialog={name}
      >
        {children}
      </Modal>
      <Modal
        opened={opened && policyOpen}
        onClose={() => setPolicyOpen(false)}
        title={t('dialogs.passwordPolicy')}
        size="md"
        zIndex={getDefaultZIndex('modal') + 10}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={modalStyles}
        data-dialog="wachtwoordbeleid"
      >
        <Stack gap="sm">
          <Text>{t('dialogs.passwordPolicyIntro')}</Text>
          <Text fw={600}>{t('dialogs.passwordPolicyRule')}</Text>
          <Text size="sm" c="dimmed">
            {t('dialogs.passwordPolicyTip')}
          </Text>
          <Group justify="flex-end" mt="xs">
            <Button onClick={() => setPolicyOpen(false)}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </ShowPasswordPolicy.Provider>
  );
}
