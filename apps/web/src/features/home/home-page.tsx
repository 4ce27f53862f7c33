import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('home.globeUploadTitle')}</Title>;
}
