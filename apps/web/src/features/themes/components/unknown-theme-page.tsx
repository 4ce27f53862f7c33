import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site-context';

/**
 * An address names a portal that does not exist (a typo, an old link): say so, and lead to the
 * provider's public portal rather than showing it as if it were the one asked for.
 */
export function UnknownThemePage({ name }: { name: string }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <Container size="sm" py={64}>
      <title>{t('themes.unknownTitle')}</title>
      <Stack align="flex-start">
        <Title order={1}>{t('themes.unknownTitle')}</Title>
        <Text>{t('themes.unknownText', { name, brand: brand.name })}</Text>
        <Button component={Link} to="/">
          {t('themes.toPublicPortal', { brand: brand.name })}
        </Button>
      </Stack>
    </Container>
  );
}
