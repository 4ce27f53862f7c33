import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TextKey } from '@portal/shared/i18n/translate';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenedAfterMount } from '../../../components/on-demand';
import { useRoutePath } from '../../../config/paths';
import { type DialogName, dialogNames, useDialogs } from '../../../lib/dialogs';
import { type DialogRequest, parseDialogQuery } from '../utils/dialog-query';
import '../texts';

/** Title and width of each `dlg` dialog; widths follow the spec where it gives one. */
const dialogSpecs: Record<DialogName, { title: TextKey; size: number | 'md' }> = {
  resetPw: { title: 'dialogs.resetPw', size: 'md' },
  inschrijven: { title: 'dialogs.signUp', size: 'md' },
  v: { title: 'dialogs.validation', size: 'md' },
  inloggen: { title: 'dialogs.login', size: 'md' },
  profiel: { title: 'dialogs.profile', size: 'md' },
  orders: { title: 'dialogs.orders', size: 650 },
  opzeggen: { title: 'dialogs.termination', size: 'md' },
  wachtwoordbeleid: { title: 'dialogs.passwordPolicy', size: 'md' },
  'bestanden-delen': { title: 'dialogs.shareFiles', size: 'md' },
};

const titleStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/**
 * Opens the dialog the URL's `dlg` names (unknown values open nothing); closing removes
 * `dlg` and its parameters from the URL. A dialog whose screen is not built yet shows what the
 * app's `placeholder` gives for it (a service request), else a way to the contact page.
 */
export function DialogHost({ placeholder }: { placeholder?: (name: DialogName) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { params, close } = useDialogs();
  const request = parseDialogQuery(params);
  // The shell mounts this host on demand, with a dialog already open (decision 0038).
  const ready = useOpenedAfterMount(true);
  return dialogNames.map((name) => (
    <Modal
      key={name}
      opened={ready && request?.name === name}
      onClose={close}
      title={t(dialogSpecs[name].title)}
      size={dialogSpecs[name].size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={titleStyles}
      data-dialog={name}
    >
      {name === 'wachtwoordbeleid' ? (
        <PasswordPolicy onClose={close} />
      ) : (
        (placeholder?.(name) ?? (
          <ComingSoon request={request?.name === name ? request : null} onClose={close} />
        ))
      )}
    </Modal>
  ));
}

function PasswordPolicy({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('dialogs.passwordPolicyIntro')}</Text>
      <Text fw={600}>{t('dialogs.passwordPolicyRule')}</Text>
      <Text size="sm" c="gray.7">
        {t('dialogs.passwordPolicyTip')}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}

function ComingSoon({ request, onClose }: { request: DialogRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Stack gap="sm">
      {request?.name === 'resetPw' && request.email && (
        <Text size="sm" c="gray.7">
          {t('dialogs.resetPwFor', { email: request.email })}
        </Text>
      )}
      <Text>{t('dialogs.comingSoon')}</Text>
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" component={Link} to={to('contact')}>
          {t('menu.contact')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
