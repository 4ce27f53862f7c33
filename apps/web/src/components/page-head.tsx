import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The page's own title, description and canonical link, hoisted into <head> by React 19 and
 * removed again when the page unmounts. Without a title or description the generic defaults apply.
 */
export function PageHead({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <title>{title ?? t('common.defaultTitle')}</title>
      <meta name="description" content={description ?? t('common.defaultDescription')} />
      <link rel="canonical" href={`${window.location.origin}${pathname}`} />
    </>
  );
}
