import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when rendering a page failed; without the shell, so it cannot fail the same way. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Title order={1}>{t('common.errorTitle')}</Title>
      <Text>{t('common.errorText')}</Text>
      <a href="/">{t('common.toHome')}</a>
    </Container>
  );
}
