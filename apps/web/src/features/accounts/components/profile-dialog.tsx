import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import type { User } from '@portal/shared/schemas/account';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useSaveSettings } from '../api/save-settings';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { sessionStore } from '../stores/session-store';
import { type FailureOutcome, failureOutcome } from '../utils/failure-outcome';
import { type ProfileFormValues, profileFormSchema, settingsBody } from '../utils/profile-form';
import { AccountForm } from './account-form';
import { AccountModal } from './account-modal';
import { AccountTextInput } from './account-text-input';
import { NetworkProblem } from './network-problem';
import { Notice } from './notice';
import { CurrentPasswordInput, NewPasswordInput } from './password-field';
import { ServerMessage } from './server-message';
import '../texts';

export function ProfileDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const { user } = useSession();
  const theme = useCurrentTheme();
  const hidden = theme?.settings.flags.hideProfile ?? false;
  return (
    <AccountModal
      name="profiel"
      title={t('dialogs.profile')}
      size="lg"
      opened={opened}
      onClose={() => nav.close('profiel')}
    >
      {hidden ? (
        <Unavailable text={t('accounts.profile.notAvailable')} />
      ) : user ? (
        <ProfileForm user={user} />
      ) : (
        <LoginFirst text={t('accounts.profile.loginFirst')} from="profiel" />
      )}
    </AccountModal>
  );
}

function Unavailable({ text }: { text: string }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  return (
    <Stack gap="md">
      <Text>{text}</Text>
      <Group justify="flex-end">
        <Button onClick={() => nav.close('profiel')}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}

/** A dialog for logged-in users, opened by someone who is not (a bookmarked link, a session that ended). */
export function LoginFirst({ text, from }: { text: string; from: 'profiel' | 'opzeggen' }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  return (
    <Stack gap="md">
      <Text>{text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => nav.close(from)}>
          {t('common.close')}
        </Button>
        <Button onClick={() => nav.switchTo('inloggen', from)} data-autofocus>
          {t('menu.logIn')}
        </Button>
      </Group>
    </Stack>
  );
}

type Outcome = { kind: 'saved' } | FailureOutcome;

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const theme = useCurrentTheme();
  const flags = theme?.settings.flags;
  const showPassword = !flags?.hideChangePw;
  const showZip = !flags?.hideZipOption;
  const showLogOut = !flags?.hideLogOut;
  const save = useSaveSettings();
  const later = useLater();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      phone: user.phone,
      currentPassword: '',
      newPassword: '',
      orderConfirmation: user.notifications.orderConfirmation,
      delivery: user.notifications.delivery,
      unzipOnUpload: user.unzipOnUpload,
    },
  });
  const saved = outcome?.kind === 'saved';

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      sessionStore.updateUser(await save.mutateAsync(settingsBody(values, showPassword)));
    } catch (error) {
      setOutcome(failureOutcome(error, t));
      return;
    }
    setOutcome({ kind: 'saved' });
    later(AUTO_CLOSE_MS.profile, () => nav.close('profiel'));
  });

  const logOut = () => {
    nav.close('profiel');
    void sessionStore.logout();
  };

  return (
    <AccountForm onSubmit={onSubmit}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('accounts.profile.loggedInAs', { email: user.email })}
        </Text>
        {showLogOut && (
          <Button variant="subtle" size="compact-sm" onClick={logOut} flex="none">
            {t('accounts.profile.logOut')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <AccountTextInput kind="name" data-autofocus issue={errors.name?.message} {...register('name')} />
        <AccountTextInput kind="phone" issue={errors.phone?.message} {...register('phone')} />
      </SimpleGrid>
      <TextInput
        label={t('accounts.fields.email')}
        value={user.email}
        readOnly
        description={t('accounts.profile.emailReadOnly')}
        styles={{ input: { backgroundColor: 'var(--mantine-color-gray-0)' } }}
      />
      {showPassword && (
        <>
          <Divider mt={4} />
          <Title order={3} fz="md">
            {t('accounts.profile.changePassword')}
          </Title>
          <Text size="xs" c="gray.7" mt={-8}>
            {t('accounts.profile.changePasswordHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <CurrentPasswordInput
              label={t('accounts.fields.currentPassword')}
              issue={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <NewPasswordInput
              label={t('accounts.fields.newPassword')}
              issue={errors.newPassword?.message}
              {...register('newPassword')}
            />
          </SimpleGrid>
        </>
      )}
      <Divider mt={4} />
      <Title order={3} fz="md">
        {t('accounts.profile.notifications')}
      </Title>
      <SwitchField
        control={control}
        name="orderConfirmation"
        label={t('accounts.profile.orderConfirmation')}
      />
      <SwitchField control={control} name="delivery" label={t('accounts.profile.delivery')} />
      {showZip && (
        <>
          <Divider mt={4} />
          <Title order={3} fz="md">
            {t('accounts.profile.uploads')}
          </Title>
          <SwitchField control={control} name="unzipOnUpload" label={t('accounts.profile.unzipOnUpload')} />
        </>
      )}
      {outcome?.kind === 'saved' && (
        <Notice tone="success" name="profile-saved">
          <Text size="sm" fw={600}>
            {t('accounts.profile.saved')}
          </Text>
        </Notice>
      )}
      {outcome?.kind === 'failed' && <ServerMessage html={outcome.message} />}
      {outcome?.kind === 'network' && <NetworkProblem />}
      <Group justify="space-between" align="center" mt={4} wrap="wrap-reverse" gap="sm">
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="gray.7"
          onClick={() => nav.switchTo('opzeggen', 'profiel')}
        >
          {t('accounts.profile.terminate')}
        </Anchor>
        <Group gap="sm">
          <Button variant="default" onClick={() => nav.close('profiel')} disabled={saved}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={saved}>
            {t('accounts.profile.save')}
          </Button>
        </Group>
      </Group>
    </AccountForm>
  );
}

/** Mantine's Switch keeps its own checked state, so it is bound through a Controller. */
function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<ProfileFormValues>;
  name: 'orderConfirmation' | 'delivery' | 'unzipOnUpload';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <Switch
          ref={ref}
          label={label}
          checked={value}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
        />
      )}
    />
  );
}
