import '../../styles/home.css';
import { visiblePropositions } from '@portal/shared/rules/propositions';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../components/file-list/file-list';
import { PageHead } from '../../components/page-head';
import { userPreferencesStore, useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';
import { uploads, useUploads } from '../../lib/uploads/uploads';
import { HomeStage } from './home-stage';
import { MarketingSection } from './marketing-section';
import { PostIts } from './post-its';
import { preferencesStore } from './preferences';
import { useMobileLayout } from './use-mobile-layout';
import { usePageFileDrag } from './use-page-file-drag';
import { useStartItem } from './use-start-item';

/** The home screen (spec 01 section 2): globe, round menu, post-its and, on the default theme, marketing. */
export function HomePage() {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const { securityLevel, loggedIn } = useSession();
  // Logged-in users keep their intro choices on the server; visitors in this browser.
  const preferences = loggedIn ? userPreferencesStore : preferencesStore;
  const mobile = useMobileLayout();
  const fileInput = useRef<HTMLInputElement>(null);
  const openFileChooser = useCallback(() => fileInput.current?.click(), []);
  const addFiles = useCallback((files: File[]) => uploads.add(files), []);
  const start = useStartItem(openFileChooser);
  const dragging = usePageFileDrag(addFiles);
  const { entries, selected } = useUploads();

  // The server already leaves out items above the user's level; the client checks again.
  const items = useMemo(
    () => visiblePropositions(theme?.propositions ?? [], securityLevel),
    [theme?.propositions, securityLevel],
  );
  const showMarketing = theme?.isDefault === true && theme.settings.flags.showMarketingContent;

  // The globe stays the centre; the files sit beside it (under it on small screens).
  const files =
    entries.length > 0 ? (
      <div className="home__files">
        <FileList
          entries={entries}
          selected={selected}
          onSelect={uploads.toggleSelected}
          onSelectAll={uploads.selectAll}
          onRemove={uploads.remove}
          onRemoveSelected={uploads.removeSelected}
          onAddFiles={openFileChooser}
          onShowDpi={uploads.showDpiWarning}
        />
      </div>
    ) : null;

  return (
    <div className={mobile ? 'home home--mobile' : 'home'} data-files={files ? true : undefined}>
      <PageHead />
      <div className="home__top">
        <div className="home__work">
          <HomeStage
            items={items}
            start={start}
            onChooseFiles={openFileChooser}
            dragging={dragging}
            layout={mobile ? 'grid' : 'orbit'}
            preferences={preferences}
            belowGlobe={mobile ? files : null}
          />
          {!mobile && files}
        </div>
        {theme && <PostIts themeName={theme.name} />}
      </div>
      {showMarketing && <MarketingSection />}
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-label={t('home.fileInputLabel')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared, so that choosing the same file again still counts as a change.
          event.currentTarget.value = '';
          if (files.length > 0) addFiles(files);
        }}
      />
    </div>
  );
}
