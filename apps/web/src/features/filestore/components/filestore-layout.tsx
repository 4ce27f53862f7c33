import { ActionIcon, Anchor, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate, useSearchParams } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { ArchiveIcon, DashboardIcon, HomeIcon, SearchIcon, TrashIcon } from './filestore-icons';
import '../filestore.css';
import '../texts';

/** The search's longest text (the contract's limit). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * The frame of every file store page (spec 02 section 2.1): a header with the way home, the
 * section's name and its search; the section's pages beside the page on a desktop and above it
 * on a phone (filestore.css).
 */
export function FilestoreLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <div className="filestore">
      <header className="filestore-header">
        <div className="filestore-header__home">
          <ActionIcon
            component={Link}
            to={to('home')}
            variant="subtle"
            size="lg"
            aria-label={t('filestore.homeLabel')}
          >
            <HomeIcon />
          </ActionIcon>
          <Anchor component={Link} to={to('filestoreDashboard')} className="filestore-header__name">
            {t('filestore.name')}
          </Anchor>
        </div>
        <FilestoreSearch />
      </header>
      <div className="filestore-body">
        <FilestoreNav />
        <div className="filestore-main">{children}</div>
      </div>
    </div>
  );
}

function FilestoreSearch() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onResults = useMatch({ path: to('filestoreSearchResults'), end: true }) !== null;
  const [text, setText] = useState(onResults ? (params.get('q') ?? '') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`${to('filestoreSearchResults')}?${new URLSearchParams({ q })}`);
  };
  return (
    <search className="filestore-search">
      <form onSubmit={submit}>
        <TextInput
          type="search"
          aria-label={t('filestore.search.label')}
          placeholder={t('filestore.search.placeholder')}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label={t('filestore.search.submit')}>
              <SearchIcon />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}

function FilestoreNav() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const items = [
    { path: to('filestoreDashboard'), label: t('filestore.nav.dashboard'), icon: <DashboardIcon /> },
    { path: to('filestoreArchives'), label: t('filestore.nav.archives'), icon: <ArchiveIcon size={18} /> },
    { path: to('filestoreTrash'), label: t('filestore.nav.trash'), icon: <TrashIcon /> },
  ];
  return (
    <nav aria-label={t('filestore.nav.label')} className="filestore-nav">
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink path={item.path} icon={item.icon} label={item.label} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavLink({ path, icon, label }: { path: string; icon: ReactNode; label: string }) {
  const current = useMatch({ path, end: true }) !== null;
  return (
    <Link to={path} className="filestore-nav__link" aria-current={current ? 'page' : undefined}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}
