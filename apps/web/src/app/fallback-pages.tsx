import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../config/paths';

function Message({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Button component={Link} to={to('home')}>
          {t('common.toHome')}
        </Button>
      </Stack>
    </Container>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('common.notFoundTitle')}</title>
      <Message title={t('common.notFoundTitle')} text={t('common.notFoundText')} />
    </>
  );
}
