import { formatPrice } from '@portal/shared/format';
import type { SpecMenu } from '@portal/shared/schemas/print-store';
import { useTranslation } from 'react-i18next';
import type { HistoryDescriber } from './history-panel';
import './product-type-texts';

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * How a product type's history reads (decision 0114's details): the menus by title, the price
 * table as counts with its first changed rows by the menus' titles and in euros, a copy by the
 * type it came from.
 */
export function useProductTypeHistory(menus: readonly SpecMenu[]): HistoryDescriber {
  const { t } = useTranslation();
  const titleOf = (menuName: string, value: string) => {
    const menu = menus.find((entry) => entry.name === menuName);
    return menu?.values.find((offered) => offered.name === value)?.title ?? value;
  };
  const size = menus.find((menu) => menu.menuType === 'slider');
  const amount = (value: unknown) =>
    typeof value === 'number' ? formatPrice(value) : t('printStoreAdmin.history.empty_value');
  /** 'size' and a spec key 'material=forex|application=binnen' as the admin reads them. */
  const rowName = (row: Record<string, unknown>) =>
    [
      size && typeof row.size === 'string' ? titleOf(size.name, row.size) : row.size,
      ...String(row.specs ?? '')
        .split('|')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return titleOf(pair.slice(0, at), pair.slice(at + 1));
        }),
    ].join(', ');

  return (field, value) => {
    const details = record(value);
    switch (field) {
      case 'menus': {
        if (!details) return undefined;
        const parts = [
          strings(details.changed).length > 0 &&
            t('productTypeAdmin.history.menusChanged', { titles: strings(details.changed).join(', ') }),
          strings(details.added).length > 0 &&
            t('productTypeAdmin.history.menusAdded', { titles: strings(details.added).join(', ') }),
          strings(details.removed).length > 0 &&
            t('productTypeAdmin.history.menusRemoved', { titles: strings(details.removed).join(', ') }),
          details.reordered === true && t('productTypeAdmin.history.menusReordered'),
        ].filter(Boolean);
        return [`${t('productTypeAdmin.history.menus')}: ${parts.join('; ')}`];
      }
      case 'disabled':
        return details
          ? [`${t('productTypeAdmin.history.disabled')}: ${String(details.from)} → ${String(details.to)}`]
          : undefined;
      case 'prices': {
        if (!details) return undefined;
        const examples = Array.isArray(details.examples) ? details.examples.map(record) : [];
        return [
          t('productTypeAdmin.history.prices', {
            changed: details.changed,
            added: details.added,
            removed: details.removed,
          }),
          ...examples
            .filter((row): row is Record<string, unknown> => row !== null)
            .map((row) =>
              t('productTypeAdmin.history.priceRow', {
                row: rowName(row),
                minQuantity: row.minQuantity,
                from: amount(row.from),
                to: amount(row.to),
              }),
            ),
        ];
      }
      case 'copiedFrom':
        return details ? [t('productTypeAdmin.history.copiedFrom', { name: details.name })] : undefined;
      case 'priceRows':
        return [t('productTypeAdmin.history.priceRows', { count: value })];
      default:
        return undefined;
    }
  };
}

/** How the ads' history reads: the designs put in and taken out, by name. */
export function useAdsHistory(): HistoryDescriber {
  const { t } = useTranslation();
  const names = (value: unknown) => strings(value).join(', ') || t('productTypeAdmin.history.none');
  return (field, value) => {
    if (field === 'added') return [t('productTypeAdmin.history.adsAdded', { names: names(value) })];
    if (field === 'removed') return [t('productTypeAdmin.history.adsRemoved', { names: names(value) })];
    return undefined;
  };
}
