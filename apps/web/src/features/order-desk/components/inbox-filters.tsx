import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { orderStatuses } from '@portal/shared/schemas/order-status';
import { deskViews } from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DeskFilters,
  isFiltered,
  isValidRange,
  NO_FILTERS,
  SEARCH_MAX_LENGTH,
} from '../utils/desk-filters';
import '../texts';

type Props = {
  filters: DeskFilters;
  shops: Shop[];
  onChange: (filters: DeskFilters) => void;
};

/**
 * The inbox's filters: shop, state and days apply as they are chosen; the search when it is
 * sent (Enter or 'Zoeken'), so the list does not jump while a number is typed.
 */
export function InboxFilters({ filters, shops, onChange }: Props) {
  const { t } = useTranslation();
  const legendId = useId();
  const rangeId = useId();
  const [search, setSearch] = useState(filters.q);
  // The address may change the search too (back button, 'Filters wissen').
  useEffect(() => setSearch(filters.q), [filters.q]);
  const set = (change: Partial<DeskFilters>) => onChange({ ...filters, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: search.trim() });
  };
  const badRange = !isValidRange(filters);

  return (
    <form
      aria-labelledby={legendId}
      onSubmit={submit}
      className="order-desk__filters"
      data-testid="order-desk-filters"
    >
      <Text id={legendId} fw={700} className="order-desk__filters-title">
        {t('orderDesk.filters.legend')}
      </Text>
      {/* The planning views (issue 32 point 4): one pressed at a time, applied at once. */}
      <fieldset className="order-desk__views">
        <Text size="sm" fw={500} component="legend" className="order-desk__views-label">
          {t('orderDesk.filters.views')}
        </Text>
        {deskViews.map((view) => (
          <Button
            key={view}
            size="xs"
            variant={filters.view === view ? 'filled' : 'default'}
            aria-pressed={filters.view === view}
            onClick={() => set({ view })}
            data-testid={`order-desk-view-${view}`}
          >
            {t(`orderDesk.filters.view.${view}`)}
          </Button>
        ))}
      </fieldset>
      <div className="order-desk__filter-grid">
        <NativeSelect
          label={t('orderDesk.filters.shop')}
          value={filters.shopId}
          onChange={(event) => set({ shopId: event.currentTarget.value })}
          data={[
            { value: '', label: t('orderDesk.filters.allShops') },
            ...shops.map((shop) => ({ value: shop.id, label: shop.company })),
          ]}
        />
        <NativeSelect
          label={t('orderDesk.filters.status')}
          value={filters.status}
          onChange={(event) => set({ status: event.currentTarget.value as DeskFilters['status'] })}
          data={[
            { value: '', label: t('orderDesk.filters.allStatuses') },
            ...orderStatuses.map((status) => ({ value: status, label: t(`orderStatus.${status}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('orderDesk.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.currentTarget.value })}
          error={badRange || undefined}
          aria-describedby={badRange ? rangeId : undefined}
        />
        <TextInput
          type="date"
          label={t('orderDesk.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.currentTarget.value })}
          error={badRange || undefined}
          aria-describedby={badRange ? rangeId : undefined}
        />
      </div>
      {badRange && (
        <Text id={rangeId} size="sm" c="red.8" role="alert" mt={4}>
          {t('orderDesk.filters.badRange')}
        </Text>
      )}
      <Group align="flex-end" gap="sm" mt="sm" className="order-desk__search">
        <TextInput
          type="search"
          label={t('orderDesk.filters.search')}
          description={t('orderDesk.filters.searchHint')}
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className="order-desk__search-input"
        />
        <Button type="submit">{t('orderDesk.filters.submit')}</Button>
        {isFiltered(filters) && (
          <Button
            variant="default"
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort, dir: filters.dir })}
          >
            {t('orderDesk.filters.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
