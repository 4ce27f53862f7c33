import { Alert, Button, Container, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatFileSize, formatTime } from '@portal/shared/format';
import type { SharedInfo } from '@portal/shared/schemas/shares';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { sharedFilesQueryOptions, sharedFileUrl, unlockShared } from '../api/shares-queries';
import '../texts';
import '../shares.css';

/**
 * The recipient's page of a shared-files link (/gedeeld/{token}; issue 31 point 6): no login.
 * A link with a password asks for it first; a link that expired, was revoked or never existed
 * gets one page that says so, without telling which.
 */
export function SharedFilesPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(sharedFilesQueryOptions(token));
  const code = error instanceof ApiRequestError ? error.code : null;
  return (
    <Container size="sm" py="xl">
      <title>{t('shares.page.title')}</title>
      {/* No address of this page (with its token) goes to another site as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : data ? (
        <SharedFiles token={token} info={data} />
      ) : code === 'SHARE_PASSWORD_REQUIRED' ? (
        <PasswordForm token={token} />
      ) : code === 'SHARE_LINK_INVALID' ? (
        <InvalidLink message={error?.message ?? ''} />
      ) : (
        <Alert color="red" role="alert">
          {error?.message}
        </Alert>
      )}
    </Container>
  );
}

function SharedFiles({ token, info }: { token: string; info: SharedInfo }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('shares.page.title')}</Title>
      <Text>
        {t('shares.page.intro', {
          name: info.sharedBy,
          date: formatDate(new Date(info.expiresAt)),
          time: formatTime(new Date(info.expiresAt)),
        })}
      </Text>
      {info.message && (
        <figure className="shared-message">
          <figcaption>
            <Text fw={600} size="sm">
              {t('shares.page.message')}
            </Text>
          </figcaption>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{info.message}</Text>
        </figure>
      )}
      <Title order={2} size="h3">
        {t('shares.page.files')}
      </Title>
      <ul className="shared-files">
        {info.files.map((file) => (
          <li key={file.id} className="shared-file" data-testid="shared-file">
            <div className="shared-file-name">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="sm" c="gray.7">
                {formatFileSize(file.size)}
              </Text>
            </div>
            <Button
              component="a"
              href={sharedFileUrl(token, file.id)}
              download={file.name}
              aria-label={t('shares.page.downloadLabel', { name: file.name })}
            >
              {t('shares.page.download')}
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    try {
      const info = await unlockShared(token, password);
      queryClient.setQueryData(sharedFilesQueryOptions(token).queryKey, info);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiRequestError && error.code === 'SHARE_LINK_INVALID')
        await queryClient.invalidateQueries({ queryKey: sharedFilesQueryOptions(token).queryKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={420}>
        <Title order={1}>{t('shares.page.passwordTitle')}</Title>
        <Text>{t('shares.page.passwordIntro')}</Text>
        <PasswordInput
          label={t('shares.page.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('shares.page.open')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('shares.page.invalidTitle')}</Title>
      <Text>{message}</Text>
      <Text size="sm">{t('shares.page.invalidHelp')}</Text>
      <Button component={Link} to={to('home')} variant="default">
        {t('shares.page.home')}
      </Button>
    </Stack>
  );
}
