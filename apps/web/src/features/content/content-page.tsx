import type { ContentRouteName } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';

export function ContentPage({ name }: { name: Exclude<ContentRouteName, 'contact' | 'api'> }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t(`content.${name}.title`)}</title>
      <h1>{t(`content.${name}.heading`)}</h1>
    </>
  );
}
