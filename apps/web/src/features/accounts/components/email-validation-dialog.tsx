import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useValidateEmail } from '../api/validate-email';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { rememberEmail } from '../utils/remembered-email';
import { AccountModal } from './account-modal';
import { Notice } from './notice';
import '../texts';

/** The server accepts hashes of 16 to 128 characters; anything else cannot be a link of ours. */
const plausibleHash = (hash: string | null) =>
  hash && hash.length >= 16 && hash.length <= 128 ? hash : null;

type State = 'validating' | 'validated' | 'expired' | 'alreadyUsed' | 'failed';

/** The e-mail validation dialog, opened by the link in the sign-up mail (`?dlg=v&k=<hash>`). */
export function EmailValidationDialog({ opened, hash }: { opened: boolean; hash: string | null }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  // While the dialog closes, the link's hash has already left the URL; keep showing its outcome.
  const shownHash = useRef(hash);
  if (opened) shownHash.current = hash;
  const usable = plausibleHash(shownHash.current);
  const validation = useValidateEmail(usable);

  let state: State = 'validating';
  if (!usable) state = 'expired';
  else if (validation.isSuccess) state = 'validated';
  else if (validation.error instanceof ApiRequestError) {
    const { code } = validation.error;
    state =
      code === 'LINK_ALREADY_USED'
        ? 'alreadyUsed'
        : code === 'LINK_EXPIRED' || code === 'VALIDATION_ERROR'
          ? 'expired'
          : 'failed';
  } else if (validation.isError) state = 'failed';

  return (
    <AccountModal name="v" title={t('dialogs.validation')} opened={opened} onClose={() => nav.close('v')}>
      <Stack gap="md" data-state={state}>
        {state === 'validating' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('accounts.emailValidation.validating')}</Text>
          </Group>
        )}
        {state === 'validated' && (
          <Notice tone="success" name="validated">
            <Text size="sm" fw={600}>
              {t('accounts.emailValidation.validated')}
            </Text>
          </Notice>
        )}
        {state === 'alreadyUsed' && (
          <Notice tone="info" name="already-used">
            <Text size="sm">{t('accounts.emailValidation.alreadyUsed')}</Text>
          </Notice>
        )}
        {state === 'expired' && (
          <Notice tone="warning" name="link-expired">
            <Text size="sm">{t('accounts.emailValidation.expired')}</Text>
          </Notice>
        )}
        {state === 'failed' && (
          <Notice tone="error" name="validation-failed">
            <Text size="sm">{t('accounts.emailValidation.failed')}</Text>
          </Notice>
        )}
        <Group justify="flex-end" gap="sm">
          {state === 'validated' && (
            <Button
              onClick={() => {
                // The login that follows has the confirmed address filled in.
                rememberEmail(validation.data?.email ?? null);
                nav.switchTo('inloggen', 'v');
              }}
              data-autofocus
            >
              {t('accounts.emailValidation.continue')}
            </Button>
          )}
          {state === 'alreadyUsed' && (
            <Button onClick={() => nav.switchTo('inloggen', 'v')} data-autofocus>
              {t('accounts.emailValidation.toLogin')}
            </Button>
          )}
          {state === 'expired' && (
            <Button onClick={() => nav.switchTo('inschrijven', 'v')} data-autofocus>
              {t('accounts.emailValidation.newRegistration')}
            </Button>
          )}
          {state === 'failed' && <Button onClick={() => nav.close('v')}>{t('common.close')}</Button>}
        </Group>
      </Stack>
    </AccountModal>
  );
}
