import { ActionIcon, Button, Collapse, Group, TextInput } from '@mantine/core';
import { STORE_SEARCH_MAX_LENGTH } from '@portal/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import '../texts';
import { searchTextOf } from '../utils/store-search';
import { SearchIcon } from './store-icons';

/** Submits a search: trimmed, and nothing happens for an empty one (spec 02 section 5). */
function useSubmitSearch(text: string, onDone?: () => void) {
  const navigate = useNavigate();
  const to = useRoutePath();
  return (event: FormEvent) => {
    event.preventDefault();
    const q = searchTextOf(text);
    if (q === null) return;
    navigate(`${to('printStoreSearchResults')}?${new URLSearchParams({ q })}`);
    onDone?.();
  };
}

/** The search text of the results page, so the field shows what was searched for. */
function useCurrentQuery(): string {
  const [params] = useSearchParams();
  return params.get('q') ?? '';
}

/** The desktop header's search bar: 'Waar bent u naar op zoek?'. */
export function StoreSearchBar() {
  const { t } = useTranslation();
  const [text, setText] = useState(useCurrentQuery());
  const submit = useSubmitSearch(text);
  return (
    <search className="store-search-bar">
      <form onSubmit={submit}>
        <TextInput
          type="search"
          aria-label={t('printStore.search.label')}
          placeholder={t('printStore.search.placeholder')}
          value={text}
          maxLength={STORE_SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label={t('printStore.search.open')}>
              <SearchIcon />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}

/** The phone's search: a button opens the panel 'Zoeken naar' with its button 'Zoek'. */
export function StoreSearchPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(useCurrentQuery());
  const panelId = useId();
  const submit = useSubmitSearch(text, () => setOpen(false));
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('printStore.search.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((previous) => !previous)}
      >
        <SearchIcon />
      </ActionIcon>
      <Collapse in={open} id={panelId} className="store-search-panel">
        {open && (
          <search>
            <form onSubmit={submit}>
              <Group align="end" gap="xs" wrap="nowrap">
                <TextInput
                  type="search"
                  label={t('printStore.search.panelTitle')}
                  value={text}
                  maxLength={STORE_SEARCH_MAX_LENGTH}
                  onChange={(event) => setText(event.currentTarget.value)}
                  data-autofocus
                  style={{ flex: 1 }}
                />
                <Button type="submit">{t('printStore.search.submit')}</Button>
              </Group>
            </form>
          </search>
        )}
      </Collapse>
    </>
  );
}
