import { Button, Stack, Text, Title } from '@mantine/core';
import type {
  AdminStore,
  HistoryEntry,
  ProductTypeList,
  StoreItemKind,
} from '@portal/shared/schemas/print-store-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORE_KEY, itemHistoryOptions } from '../../api/admin-queries';
import { productTypesOptions } from '../../api/product-type-queries';
import { eurosText } from './form-values';
import './admin-texts';
import './design-texts';

const when = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A value of a history row as the admin reads it: yes/no, an amount in euros, a category by its
 * name (when it still exists), a list by its length.
 */
function useShown() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = queryClient.getQueryData<AdminStore>(ADMIN_STORE_KEY);
  const types = queryClient.getQueryData<ProductTypeList>(productTypesOptions().queryKey);
  // A category, collection or product type by its name, when it still exists.
  const categoryName = (id: string) =>
    [...(store?.categories ?? []), ...(store?.collections ?? []), ...(types?.productTypes ?? [])].find(
      (item) => item.id === id,
    )?.name;
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '')
      return t('printStoreAdmin.history.empty_value');
    if (typeof value === 'boolean')
      return value ? t('printStoreAdmin.history.yes') : t('printStoreAdmin.history.no');
    if (field === 'priceCents' && typeof value === 'number') return `€ ${eurosText(value)}`;
    if (field === 'displaySpecification' && typeof value === 'object' && 'border' in value)
      return value.border ? t('printStoreDesigns.withBorder') : t('printStoreDesigns.withoutBorder');
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return UUID.test(value) ? (categoryName(value) ?? value) : value;
    if (Array.isArray(value))
      return value.every((item) => typeof item === 'string' && UUID.test(item))
        ? value.map((item: string) => categoryName(item) ?? item).join(', ')
        : t('printStoreAdmin.history.count', { count: value.length });
    return JSON.stringify(value);
  };
}

/**
 * Lines for a field of a kind's own shape (a product type's price table, the ads' names), or
 * undefined to read it the common way.
 */
export type HistoryDescriber = (field: string, value: unknown) => string[] | undefined;

/** What changed, one line per field: `{ from, to }` for a change, the value for a creation. */
function useDetailLines(describe: HistoryDescriber | undefined) {
  const { t, i18n } = useTranslation();
  const shown = useShown();
  const label = (field: string) => {
    const key = [`printStoreAdmin.history.fields.${field}`, `printStoreDesigns.historyFields.${field}`].find(
      (candidate) => i18n.exists(candidate),
    );
    return key ? t(key) : field;
  };
  return (entry: HistoryEntry): string[] =>
    Object.entries(entry.details).flatMap(([field, value]) => {
      const own = describe?.(field, value);
      if (own) return own;
      if (value && typeof value === 'object' && 'from' in value && 'to' in value)
        return [`${label(field)}: ${shown(field, value.from)} → ${shown(field, value.to)}`];
      return [`${label(field)}: ${shown(field, value)}`];
    });
}

/** An item's history (decision 0112): who did what when, newest first; asked for when opened. */
export function HistoryPanel({
  kind,
  id,
  describe,
}: {
  kind: StoreItemKind;
  id: string;
  describe?: HistoryDescriber;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const history = useQuery({ ...itemHistoryOptions(kind, id), enabled: open });
  const detailLines = useDetailLines(describe);
  return (
    <section aria-labelledby={`${regionId}-title`}>
      <Title order={3} size="h5" id={`${regionId}-title`}>
        {t('printStoreAdmin.history.title')}
      </Title>
      <Button
        variant="subtle"
        size="xs"
        px={0}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('printStoreAdmin.history.hide') : t('printStoreAdmin.history.show')}
      </Button>
      <div id={regionId} hidden={!open}>
        {open &&
          (history.data ? (
            history.data.entries.length === 0 ? (
              <Text size="sm">{t('printStoreAdmin.history.empty')}</Text>
            ) : (
              <Stack component="ol" gap="xs" className="store-admin-history">
                {history.data.entries.map((entry) => (
                  <li key={entry.id}>
                    <Text size="sm" fw={600}>
                      {t('printStoreAdmin.history.entry', {
                        user: entry.userName,
                        action: t(`printStoreAdmin.history.actions.${entry.action}`),
                      })}
                      {' · '}
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    </Text>
                    {detailLines(entry).map((line) => (
                      <Text size="xs" key={line}>
                        {line}
                      </Text>
                    ))}
                  </li>
                ))}
              </Stack>
            )
          ) : (
            <Text size="sm" role={history.error ? 'alert' : 'status'}>
              {history.error ? t('printStoreAdmin.history.failed') : t('printStoreAdmin.history.loading')}
            </Text>
          ))}
      </div>
    </section>
  );
}
