import '../../../styles/home.css';
import { visiblePropositions } from '@portal/shared/rules/propositions';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFileChooser } from '../../../components/file-chooser';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useMobileLayout } from '../hooks/use-mobile-layout';
import { usePageFileDrag } from '../hooks/use-page-file-drag';
import { useStartItem } from '../hooks/use-start-item';
import { preferencesStore } from '../stores/preferences-store';
import { userPreferencesStore } from '../stores/user-preferences-store';
import type { GlobeState, UploadProgress } from './globe';
import { HomeStage } from './home-stage';
import { MarketingSection } from './marketing-section';
import { PostIts } from './post-its';

type HomePageProps = {
  /** Files chosen in the file dialog or dropped anywhere on the page. */
  onFiles: (files: File[]) => void;
  /**
   * The uploaded files beside the globe (under it on small screens), or null while there are
   * none; `chooseFiles` opens the file dialog. The app composes it from the uploads feature.
   */
  renderFiles: (chooseFiles: () => void) => ReactNode;
  /** Bytes sent of the files on their way, for the globe; null when none are (decision 0036). */
  uploadProgress?: UploadProgress | null;
  /** What the globe shows at rest (the app composes the cart summary); the upload area by default. */
  restingGlobe?: GlobeState;
  /** Under everything else, below the fold: the app composes the print store's bottom bar. */
  belowFold?: ReactNode;
};

/** The home screen (spec 01 section 2): globe, round menu, post-its and, on the default theme, marketing. */
export function HomePage({
  onFiles,
  renderFiles,
  uploadProgress = null,
  restingGlobe,
  belowFold,
}: HomePageProps) {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const { securityLevel, loggedIn } = useSession();
  // Logged-in users keep their intro choices on the server; visitors in this browser.
  const preferences = loggedIn ? userPreferencesStore : preferencesStore;
  const mobile = useMobileLayout();
  const addFiles = onFiles;
  const chooser = useFileChooser(addFiles, t('home.fileInputLabel'));
  const openFileChooser = chooser.open;
  const start = useStartItem(openFileChooser);
  const dragging = usePageFileDrag(addFiles);

  // The server already leaves out items above the user's level; the client checks again. A
  // purchasing portal's menu leaves out the orders it cannot place (decision 0100).
  const customFields = theme?.settings.customFields;
  const items = useMemo(
    () => visiblePropositions(theme?.propositions ?? [], securityLevel, customFields ?? {}),
    [theme?.propositions, securityLevel, customFields],
  );
  const showMarketing = theme?.isDefault === true && theme.settings.flags.showMarketingContent;

  // The globe stays the centre; the files sit beside it (under it on small screens).
  const fileList = renderFiles(openFileChooser);
  const files = fileList ? <div className="home__files">{fileList}</div> : null;

  return (
    <div className={mobile ? 'home home--mobile' : 'home'} data-files={files ? true : undefined}>
      <PageHead />
      <div className="home__top">
        {showMarketing && <Pitch />}
        <div className="home__work">
          <HomeStage
            items={items}
            start={start}
            onChooseFiles={openFileChooser}
            dragging={dragging}
            layout={mobile ? 'grid' : 'orbit'}
            preferences={preferences}
            belowGlobe={mobile ? files : null}
            uploadProgress={uploadProgress}
            restingGlobe={restingGlobe}
          />
          {!mobile && files}
        </div>
        {theme && <PostIts themeName={theme.name} />}
      </div>
      {showMarketing && <MarketingSection />}
      {belowFold}
      {chooser.element}
    </div>
  );
}

/** One line on what the provider does, and the two ways in that need no files (issue 29 point 7). */
function Pitch() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <p className="home__pitch">
      {t('home.pitch')}{' '}
      <span className="home__pitch-links">
        <Link to={to('productOrder')}>{t('home.pitchPrices')}</Link>
        <Link to={to('printStore')}>{t('home.pitchStore')}</Link>
      </span>
    </p>
  );
}
