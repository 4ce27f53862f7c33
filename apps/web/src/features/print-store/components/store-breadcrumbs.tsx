import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import '../texts';

export type StoreCrumb = { label: string; to: string };

/** Printwinkel › parents › this page, as a labelled list (WAI-ARIA breadcrumb pattern). */
export function StoreBreadcrumbs({ parents = [], current }: { parents?: StoreCrumb[]; current: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const trail = [{ label: t('printStore.storeName'), to: to('printStore') }, ...parents];
  return (
    <nav aria-label={t('printStore.breadcrumb')} className="store-breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Anchor component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
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
