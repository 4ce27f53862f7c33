import { Button, Stack, Text, Title } from '@mantine/core';
import type { HistoryEntry, StoreItemKind } from '@portal/shared/schemas/print-store-admin';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemHistoryOptions } from '../../api/admin-queries';
import './admin-texts';

const when = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What changed, one line per field: `{ from, to }` for a change, the value for a creation. */
function detailLines(entry: HistoryEntry, empty: string): string[] {
  return Object.entries(entry.details).map(([field, value]) => {
    if (value && typeof value === 'object' && 'from' in value && 'to' in value)
      return `${field}: ${shown(value.from, empty)} → ${shown(value.to, empty)}`;
    return `${field}: ${shown(value, empty)}`;
  });
}

/** An item's history (decision 0112): who did what when, newest first; asked for when opened. */
export function HistoryPanel({ kind, id }: { kind: StoreItemKind; id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const history = useQuery({ ...itemHistoryOptions(kind, id), enabled: open });
  const empty = t('printStoreAdmin.history.empty_value');
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
                    {detailLines(entry, empty).map((line) => (
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
