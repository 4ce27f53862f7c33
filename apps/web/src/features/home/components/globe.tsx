import { Button, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';

/**
 * What the globe in the middle of the home screen shows (spec 01 section 2). The cart
 * summary and the print-store cart arrive with the cart and print-store issues; until then
 * they show the upload area.
 */
export type GlobeState =
  | { kind: 'upload' }
  | {
      kind: 'title';
      title: string;
      text: string;
      /** Draws a ring that fills in this time, e.g. the move-out before an intro. */
      progressMs?: number;
      action?: { label: string; onClick: () => void };
    }
  | { kind: 'cartSummary' }
  | { kind: 'printStoreCart' };

type Props = {
  state: GlobeState;
  /** Files are being dragged over the page: the upload area lights up. */
  dragging?: boolean;
  onChooseFiles: () => void;
};

function UploadIcon() {
  return (
    <LineIcon className="home-globe__icon" viewBox="0 0 48 48" strokeWidth={3}>
      <path d="M14 34h-2a8 8 0 0 1-1.2-15.9A12 12 0 0 1 34 14a9 9 0 0 1 2 19.8" />
      <path d="M24 40V22m-7 7 7-7 7 7" />
    </LineIcon>
  );
}

function UploadArea({ dragging, onChooseFiles }: { dragging: boolean; onChooseFiles: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <UploadIcon />
      <Title order={1} className="home-globe__title">
        {t('home.globeUploadTitle')}
      </Title>
      <Text className="home-globe__text">{dragging ? t('home.dropHint') : t('home.globeUploadText')}</Text>
      <Button size="md" radius="xl" onClick={onChooseFiles} className="home-globe__button">
        {t('home.chooseFiles')}
      </Button>
    </>
  );
}

function ProgressRing({ durationMs }: { durationMs: number }) {
  return (
    <svg
      className="home-globe__progress"
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      style={{ '--progress-ms': `${durationMs}ms` } as CSSProperties}
    >
      <circle className="home-globe__progress-track" cx="50" cy="50" r="48" pathLength="100" />
      <circle className="home-globe__progress-bar" cx="50" cy="50" r="48" pathLength="100" />
    </svg>
  );
}

/** The large circle in the middle of the home screen, holding one of its states. */
export function Globe({ state, dragging = false, onChooseFiles }: Props) {
  const shown = state.kind === 'title' ? 'title' : 'upload';
  return (
    <div className="home-globe" data-state={shown} data-dragging={dragging || undefined}>
      {state.kind === 'title' && state.progressMs ? <ProgressRing durationMs={state.progressMs} /> : null}
      <div className="home-globe__content">
        {state.kind === 'title' ? (
          <>
            <Title order={1} className="home-globe__title">
              {state.title}
            </Title>
            <Text className="home-globe__text">{state.text}</Text>
            {state.action && (
              <Button
                variant="default"
                radius="xl"
                onClick={state.action.onClick}
                data-focus="globe-action"
                className="home-globe__button"
              >
                {state.action.label}
              </Button>
            )}
          </>
        ) : (
          <UploadArea dragging={dragging} onChooseFiles={onChooseFiles} />
        )}
      </div>
    </div>
  );
}
