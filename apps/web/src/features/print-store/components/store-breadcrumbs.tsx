import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../../components/content-article';
import { useRoutePath } from '../../../config/paths';
import '../texts';

export type StoreCrumb = Crumb;

/** Printwinkel › parents › this page: the portal's breadcrumb with the store as its root. */
export function StoreBreadcrumbs({ parents = [], current }: { parents?: StoreCrumb[]; current: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Breadcrumbs
      root={{ label: t('printStore.storeName'), to: to('printStore') }}
      parents={parents}
      current={current}
      label={t('printStore.breadcrumb')}
      className="store-breadcrumbs"
    />
  );
}

/** The way back of spec 02 section 2.2: product to collection, package or collection to category, category to dashboard. */
export function BackLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} className="store-back" aria-label={t('printStore.backTo', { name })}>
      ‹ {t('printStore.back')}
    </Anchor>
  );
}
