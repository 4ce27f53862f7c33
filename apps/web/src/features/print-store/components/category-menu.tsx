import { Badge, NativeSelect } from '@mantine/core';
import type { Category } from '@portal/shared/schemas/print-store';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import '../texts';
import { sidebarOrder } from '../utils/category-order';
import { HiddenMark } from './hidden-mark';

type Props = { categories: readonly Category[]; currentId: string | undefined };

/** The desktop sidebar: every category, its colour as an accent, 'Nieuw' where it is new. */
export function CategorySidebar({ categories, currentId }: Props) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <nav aria-label={t('printStore.categories.title')} className="store-sidebar">
      <h2 className="store-sidebar__title">{t('printStore.categories.title')}</h2>
      <ul>
        {sidebarOrder(categories).map((category) => (
          <li key={category.id}>
            <Link
              to={to('printStoreCategory', { categoryId: category.id })}
              className="store-sidebar__link"
              aria-current={category.id === currentId ? 'page' : undefined}
              style={
                {
                  '--category-colour': category.colour ?? 'var(--mantine-primary-color-filled)',
                } as CSSProperties
              }
            >
              <span>{category.name}</span>
              {category.newBadge && (
                <Badge size="xs" variant="filled" color="red.9">
                  {t('printStore.categories.newBadge')}
                </Badge>
              )}
              {!category.active && <HiddenMark />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's category menu on the page: a select that goes to the chosen category. */
export function CategorySelect({ categories, currentId }: Props) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const known = categories.some((category) => category.id === currentId);
  return (
    <NativeSelect
      className="store-category-select"
      label={t('printStore.categories.menu')}
      value={known ? currentId : ''}
      onChange={(event) => {
        const categoryId = event.currentTarget.value;
        if (categoryId) navigate(to('printStoreCategory', { categoryId }));
      }}
      data={[
        { value: '', label: t('printStore.categories.menu'), disabled: true },
        ...sidebarOrder(categories).map((category) => ({
          value: category.id,
          label: category.newBadge
            ? `${category.name} (${t('printStore.categories.newBadge')})`
            : category.name,
        })),
      ]}
    />
  );
}
