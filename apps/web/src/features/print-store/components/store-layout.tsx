import { ActionIcon, Anchor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useStoreContext } from '../api/store-queries';
import '../print-store.css';
import '../texts';
import { NewCategoryButton, NewCategoryDialog } from './admin/admin-controls';
import { StoreToolButtons, StoreToolDialogs } from './admin/product-type-tools';
import { CategorySelect, CategorySidebar } from './category-menu';
import { QueryState } from './query-state';
import { HomeIcon } from './store-icons';
import { StoreSearchBar, StoreSearchPanel } from './store-search';

/** Mantine's sm breakpoint: below it the store shows its phone layout. */
export const PHONE_QUERY = '(max-width: 48em)';

type Props = {
  children: ReactNode;
  /** Under the categories on a desktop: the print store's side ad (issue 29 point 6). */
  aside?: ReactNode;
};

/**
 * The frame of every store page (spec 02 section 2.2): a header with the home link and search (the
 * cart is the portal header's); the categories beside the page on a desktop and as a menu on it
 * on a phone.
 */
export function StoreLayout({ children, aside }: Props) {
  const { t } = useTranslation();
  const to = useRoutePath();
  // Read at the first render: a phone that first drew the desktop's frame would draw the page
  // twice and move it (and ask for the side ad it never shows).
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { categoryId } = useParams();
  const context = useStoreContext();
  const categories = context.data?.categories ?? [];
  const theme = useCurrentTheme();
  return (
    <div className="store">
      <header className="store-header">
        <div className="store-header__home">
          <ActionIcon
            component={Link}
            to={to('home')}
            variant="subtle"
            size="lg"
            aria-label={t('printStore.homeLabel')}
          >
            <HomeIcon />
          </ActionIcon>
          <Anchor component={Link} to={to('printStore')} className="store-header__name">
            {t('printStore.storeName')}
          </Anchor>
        </div>
        <div className="store-header__tools">{phone ? <StoreSearchPanel /> : <StoreSearchBar />}</div>
      </header>
      <div className="store-body">
        {!phone && (
          <div className="store-side">
            <CategorySidebar categories={categories} currentId={categoryId} />
            <NewCategoryButton />
            <StoreToolButtons />
            {/* Under the categories once they are there: above them, it would move down. */}
            {!context.isPending && aside}
          </div>
        )}
        <div className="store-main">
          {/* Its place is kept while the categories load, so the page below it does not move. */}
          {phone && (context.isPending || categories.length > 0) && (
            <CategorySelect categories={categories} currentId={categoryId} />
          )}
          {phone && (
            // The admin's tools above the page on a phone (nothing for anyone else: :empty hides it).
            <div className="store-admin-phone">
              <NewCategoryButton />
              <StoreToolButtons />
            </div>
          )}
          {/* The pages ask for the theme's stores: only once the theme is known (a moment at start-up). */}
          {theme ? children : <QueryState error={null} onRetry={() => {}} />}
        </div>
      </div>
      <NewCategoryDialog />
      <StoreToolDialogs />
    </div>
  );
}
