import { VisuallyHidden } from '@mantine/core';
import { MENU_MOVE_OUT_MS } from '@portal/shared/constants';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuFlow, useMenuFlow } from '../hooks/use-menu-flow';
import { type PreferencesStore, preferencesStore, usePreferences } from '../stores/preferences-store';
import { Globe, type GlobeState, type UploadProgress } from './globe';
import { IntroScreen } from './intro-screen';
import { PropositionRing } from './proposition-ring';

type Props = {
  items: Proposition[];
  /** Starts a page, url or interaction item. */
  start: (item: Proposition) => void;
  onChooseFiles: () => void;
  dragging: boolean;
  layout: 'orbit' | 'grid';
  introDelayMs?: number;
  preferences?: PreferencesStore;
  /** Shown between the globe and the grid of items (the file list on small screens). */
  belowGlobe?: ReactNode;
  /** Files on their way: the globe shows how far (decision 0036). */
  uploadProgress?: UploadProgress | null;
  /** What the globe shows while no menu item is opening: the upload area, or the cart summary. */
  restingGlobe?: GlobeState;
};

const UPLOAD_GLOBE: GlobeState = { kind: 'upload' };

/** Moves focus to what the user needs next after the menu changed under them. */
function useMenuFocus(stage: RefObject<HTMLDivElement | null>, flow: MenuFlow) {
  const { phase, subMenu, depth } = flow;
  const previous = useRef({ phase, subMenu, depth });
  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, subMenu, depth };
    const root = stage.current;
    if (!root) return;
    const active = document.activeElement;
    // Only when the user was working in the menu, never to take focus from elsewhere.
    if (active && active !== document.body && !root.contains(active)) return;
    const first = () => root.querySelector<HTMLElement>('.home-prop');
    const focus = (element: HTMLElement | null | undefined) => (element ?? first())?.focus();
    const find = (selector: string) => root.querySelector<HTMLElement>(selector);
    const itemOf = (item: Proposition) =>
      [...root.querySelectorAll<HTMLElement>('[data-pid]')].find(
        (element) => element.dataset.pid === item.pid,
      );

    if (depth > before.depth) focus(find('[data-focus="back"]'));
    else if (depth < before.depth && before.subMenu) focus(itemOf(before.subMenu));
    else if (phase.kind === 'movingOut' && before.phase.kind !== 'movingOut')
      focus(find('[data-focus="globe-action"]'));
    else if (phase.kind === 'intro' && before.phase.kind !== 'intro') focus(find('[data-focus="intro"]'));
    else if (phase.kind === 'menu' && before.phase.kind !== 'menu') focus(itemOf(before.phase.item));
  }, [phase, subMenu, depth, stage]);
}

/** Without motion there is nothing to watch: the intro follows at once. */
const moveOutMs = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : MENU_MOVE_OUT_MS;

/**
 * The centre of the home screen: the globe with the round menu around it, the move-out
 * before an intro screen and the intro itself.
 */
export function HomeStage({
  items,
  start,
  onChooseFiles,
  dragging,
  layout,
  introDelayMs = moveOutMs(),
  preferences: store = preferencesStore,
  belowGlobe,
  uploadProgress = null,
  restingGlobe = UPLOAD_GLOBE,
}: Props) {
  const { t } = useTranslation();
  const { preferences, setIntroShown } = usePreferences(store);
  const flow = useMenuFlow({ items, intros: preferences.intros, start, introDelayMs });
  const { phase } = flow;
  const stage = useRef<HTMLDivElement>(null);
  useMenuFocus(stage, flow);

  const { cancelIntro } = flow;
  useEffect(() => {
    if (phase.kind === 'menu') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelIntro();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase.kind, cancelIntro]);

  const globeState: GlobeState =
    phase.kind === 'movingOut'
      ? {
          kind: 'title',
          title: phase.item.propTitle,
          text: t('home.openingText'),
          progressMs: introDelayMs,
          action: { label: t('home.introBack'), onClick: flow.cancelIntro },
        }
      : restingGlobe;

  return (
    <div ref={stage} className={`home-stage home-stage--${layout}`} data-phase={phase.kind}>
      <VisuallyHidden role="status" aria-live="polite">
        {phase.kind === 'movingOut' ? t('home.openingStatus', { title: phase.item.propTitle }) : ''}
      </VisuallyHidden>
      {phase.kind === 'intro' && phase.item.introScreen ? (
        <IntroScreen
          intro={phase.item.introScreen}
          canHide={!phase.item.alwaysShowIntro}
          hidden={preferences.intros[phase.item.introScreen.key] === false}
          onHiddenChange={(hidden) => setIntroShown(phase.item.introScreen!.key, !hidden)}
          onContinue={flow.continueIntro}
          onBack={flow.cancelIntro}
        />
      ) : (
        <>
          <Globe
            state={globeState}
            dragging={dragging && phase.kind === 'menu'}
            uploadProgress={uploadProgress}
            onChooseFiles={onChooseFiles}
          />
          {belowGlobe}
          {flow.items.length > 0 && (
            <PropositionRing
              items={flow.items}
              subMenu={flow.subMenu}
              layout={layout}
              leaving={phase.kind === 'movingOut'}
              targetOf={flow.targetOf}
              needsIntro={flow.needsIntro}
              onChoose={flow.choose}
              onBack={flow.back}
            />
          )}
        </>
      )}
    </div>
  );
}
