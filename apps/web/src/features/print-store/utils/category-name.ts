import { SHARED_CATEGORY_ID } from '@portal/shared/constants';
import type { TFunction } from 'i18next';

/** A category's name as shown: the literal 'shared' reads 'Aanbevolen' (spec 02 section 2.1). */
export function categoryNameOf(category: { id: string; name: string }, t: TFunction): string {
  return category.id === SHARED_CATEGORY_ID ? t('printStore.categories.shared') : category.name;
}
