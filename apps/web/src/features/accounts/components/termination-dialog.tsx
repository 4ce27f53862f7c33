import { Button, Group, Text, Textarea } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useRequestTermination } from '../api/request-termination';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { AccountForm } from './account-form';
import { AccountModal } from './account-modal';
import { Notice } from './notice';
import { LoginFirst } from './profile-dialog';
import '../texts';

const MESSAGE_MAX_LENGTH = 2000;

export function TerminationDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const { loggedIn } = useSession();
  return (
    <AccountModal
      name="opzeggen"
      title={t('dialogs.termination')}
      opened={opened}
      onClose={() => nav.close('opzeggen')}
    >
      {loggedIn ? (
        <TerminationForm />
      ) : (
        <LoginFirst text={t('accounts.termination.loginFirst')} from="opzeggen" />
      )}
    </AccountModal>
  );
}

/** Spec 01 sections 4 and 8: an optional explanation; sent, the dialog closes after 1.5 s. */
function TerminationForm() {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const request = useRequestTermination();
  const later = useLater();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const sent = outcome === 'sent';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await request.mutateAsync(message.trim());
    } catch {
      setOutcome('failed');
      return;
    }
    setOutcome('sent');
    later(AUTO_CLOSE_MS.termination, () => nav.close('opzeggen'));
  };

  return (
    <AccountForm onSubmit={send}>
      <Text size="sm">{t('accounts.termination.intro')}</Text>
      <Textarea
        label={t('accounts.termination.message')}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MESSAGE_MAX_LENGTH}
        value={message}
        readOnly={sent}
        data-autofocus
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      {outcome === 'sent' && (
        <Notice tone="success" name="termination-sent">
          <Text size="sm" fw={600}>
            {t('accounts.termination.sent')}
          </Text>
        </Notice>
      )}
      {outcome === 'failed' && (
        <Notice tone="error" name="termination-failed">
          <Text size="sm">{t('accounts.termination.failed')}</Text>
        </Notice>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => nav.close('opzeggen')} disabled={sent}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={request.isPending} disabled={sent}>
          {t('accounts.termination.submit')}
        </Button>
      </Group>
    </AccountForm>
  );
}
