import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  List,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDate, formatFileSize, formatTime } from '@portal/shared/format';
import { emailField } from '@portal/shared/schemas/account';
import {
  type CreatedShare,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  SHARE_PASSWORD_MIN_LENGTH,
  type Share,
} from '@portal/shared/schemas/shares';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { mySharesQueryOptions, useCreateShare, useRevokeShare } from '../api/shares-queries';
import '../texts';
import '../shares.css';

const DAYS = Array.from({ length: SHARE_MAX_DAYS }, (_, index) => index + 1);

/**
 * The dialog's content: a form to share chosen files of the list with an address (expiry 1 to
 * 30 days, 7 by default, an optional password), the link once made, and the staff member's
 * shares with their downloads and 'Intrekken'.
 */
export function ShareFilesPanel({
  sessionId,
  files,
}: {
  sessionId: string | null;
  files: readonly UploadedFile[];
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [created, setCreated] = useState<CreatedShare | null>(null);
  // The server refuses anyone else too (403); the dialog says why instead of failing.
  if (!user?.isStaff) return <Text>{t('shares.dialog.staffOnly')}</Text>;
  return (
    <Stack gap="lg">
      {created ? (
        <CreatedLink created={created} onAgain={() => setCreated(null)} />
      ) : (
        <ShareForm sessionId={sessionId} files={files} onCreated={setCreated} />
      )}
      <MyShares />
    </Stack>
  );
}

function ShareForm({
  sessionId,
  files,
  onCreated,
}: {
  sessionId: string | null;
  files: readonly UploadedFile[];
  onCreated: (created: CreatedShare) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateShare();
  const shareable = files.filter((file) => file.status !== 'ANALYZING');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(shareable.map((file) => file.uuid)),
  );
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(SHARE_DEFAULT_DAYS));
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ files?: string; email?: string; password?: string }>({});
  const filesLabel = useId();

  if (files.length === 0 || !sessionId) return <Text>{t('shares.dialog.noFiles')}</Text>;

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fileIds = shareable.filter((file) => chosen.has(file.uuid)).map((file) => file.uuid);
    const found = {
      files: fileIds.length === 0 ? t('shares.dialog.chooseFiles') : undefined,
      email: emailField.safeParse(email).success ? undefined : t('shares.dialog.invalidEmail'),
      password:
        password !== '' && password.length < SHARE_PASSWORD_MIN_LENGTH
          ? t('shares.dialog.passwordTooShort', { min: SHARE_PASSWORD_MIN_LENGTH })
          : undefined,
    };
    setProblems(found);
    if (found.files || found.email || found.password) return;
    create.mutate(
      {
        sessionId,
        fileIds,
        recipientEmail: email,
        expiresInDays: Number(days),
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(password ? { password } : {}),
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('shares.dialog.intro')}</Text>
        <fieldset
          className="share-files-choice"
          aria-describedby={problems.files ? `${filesLabel}-error` : undefined}
        >
          <legend id={filesLabel}>
            <Text fw={600} size="sm">
              {t('shares.dialog.files')}
            </Text>
          </legend>
          <Stack gap={6}>
            {files.map((file) => (
              <Checkbox
                key={file.uuid}
                checked={chosen.has(file.uuid) && file.status !== 'ANALYZING'}
                disabled={file.status === 'ANALYZING'}
                onChange={(event) => toggle(file.uuid, event.currentTarget.checked)}
                aria-label={t('shares.dialog.select', { name: file.fileName })}
                label={
                  <span>
                    {file.fileName}{' '}
                    <Text span size="xs" c="gray.7">
                      (
                      {file.status === 'ANALYZING' ? t('shares.dialog.analysing') : formatFileSize(file.size)}
                      )
                    </Text>
                  </span>
                }
              />
            ))}
          </Stack>
          {problems.files && (
            <Text id={`${filesLabel}-error`} c="red.8" size="sm" mt={4}>
              {problems.files}
            </Text>
          )}
        </fieldset>
        <TextInput
          label={t('shares.dialog.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problems.email}
        />
        <Textarea
          label={t('shares.dialog.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
        <NativeSelect
          label={t('shares.dialog.expiry')}
          value={days}
          onChange={(event) => setDays(event.currentTarget.value)}
          data={DAYS.map((count) => ({ value: String(count), label: t('shares.dialog.days', { count }) }))}
        />
        <PasswordInput
          label={t('shares.dialog.password')}
          description={t('shares.dialog.passwordHint', { min: SHARE_PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problems.password}
        />
        {create.error && (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('shares.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedLink({ created, onAgain }: { created: CreatedShare; onAgain: () => void }) {
  const { t } = useTranslation();
  const { share, link } = created;
  return (
    <Stack gap="sm">
      <Alert
        color="green"
        title={t('shares.created.title')}
        role="status"
        styles={{ title: { color: 'var(--mantine-color-green-9)' } }}
      >
        <Stack gap={4}>
          <Text size="sm">
            {t('shares.created.sent', {
              email: share.recipientEmail,
              date: formatDate(new Date(share.expiresAt)),
              time: formatTime(new Date(share.expiresAt)),
            })}
          </Text>
          <Text size="sm">{t('shares.created.once')}</Text>
        </Stack>
      </Alert>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          label={t('shares.created.link')}
          value={link}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('shares.created.copied') : t('shares.created.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" fw={600}>
        {t('shares.created.shared')}
      </Text>
      <List size="sm">
        {share.files.map((file) => (
          <List.Item key={file.id}>
            {file.name} ({formatFileSize(file.size)})
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onAgain}>
          {t('shares.created.again')}
        </Button>
      </Group>
    </Stack>
  );
}

// Light badges with dark text: Mantine's own light text fails contrast (axe in the browser at 1280 and 390).
const STATUS_COLOUR = {
  active: ['green', 'dark.8'],
  expired: ['gray', 'dark.8'],
  revoked: ['red', 'dark.8'],
} as const;

function MyShares() {
  const { t } = useTranslation();
  const { data } = useQuery(mySharesQueryOptions());
  const titleId = useId();
  if (!data) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        {t('shares.list.title')}
      </Title>
      {data.shares.length === 0 ? (
        <Text size="sm">{t('shares.list.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" className="share-list">
          {data.shares.map((share) => (
            <ShareRow key={share.id} share={share} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function ShareRow({ share }: { share: Share }) {
  const { t } = useTranslation();
  const revoke = useRevokeShare();
  const date = (iso: string) => formatDate(new Date(iso));
  return (
    <li className="share-row" data-testid="share-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('shares.list.to', { email: share.recipientEmail })}
          </Text>
          <Group gap={6}>
            <Badge color={STATUS_COLOUR[share.status][0]} c={STATUS_COLOUR[share.status][1]} variant="light">
              {t(`shares.list.status.${share.status}`)}
            </Badge>
            {share.hasPassword && (
              <Badge color="blue.9" c="blue.9" variant="outline">
                {t('shares.list.withPassword')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="gray.7">
            {share.revokedAt
              ? t('shares.list.revokedOn', { date: date(share.revokedAt) })
              : t('shares.list.until', {
                  date: date(share.expiresAt),
                  time: formatTime(new Date(share.expiresAt)),
                })}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {share.files.map((file) => file.name).join(', ')}
          </Text>
          <Text size="xs">
            {share.downloads.length === 0
              ? t('shares.list.noDownloads')
              : t('shares.list.downloads', { count: share.downloads.length })}
          </Text>
          {share.downloads.length > 0 && (
            <List size="xs">
              {share.downloads.map((download) => (
                <List.Item key={`${download.fileId}-${download.at}`}>
                  {t('shares.list.download', {
                    date: date(download.at),
                    time: formatTime(new Date(download.at)),
                    name: download.fileName,
                  })}
                </List.Item>
              ))}
            </List>
          )}
          {revoke.error && (
            <Text c="red.8" size="sm" role="alert">
              {revoke.error.message}
            </Text>
          )}
        </Stack>
        {share.status === 'active' && (
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            loading={revoke.isPending}
            style={{ flexShrink: 0 }}
            onClick={() => revoke.mutate(share.id)}
            aria-label={t('shares.list.revokeLabel', { email: share.recipientEmail })}
          >
            {t('shares.list.revoke')}
          </Button>
        )}
      </Group>
    </li>
  );
}
