import { Button, Text, Title } from '@mantine/core';
import { formatFileSize } from '@portal/shared/format';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';

/** What the cart on the globe holds, or leaves out: files and print store items. */
export type CartCounts = { files: number; items: number };

/** The cart as the globe lists it: its first lines, the counts of the rest, the total, the way on. */
type CartGlobe = {
  /** The first lines: a file's name and what it becomes ('2 × Documenten'), or a store item's. */
  lines: { id: string; name: string; detail: string; price: string | null }[];
  /** Lines not shown. */
  more: CartCounts;
  /** Everything in the cart. */
  count: CartCounts;
  /** The total, formatted; null where prices are hidden. */
  total: string | null;
  onOrder: () => void;
};

/**
 * What the globe in the middle of the home screen shows (spec 01 section 2): the upload area, a
 * title, the cart summary (files in the cart, with the print store's items after them), or the
 * print-store cart (only store items: the way on is the check-out).
 */
export type GlobeState =
  /** onFromFilestore: 'Selecteer uit bestandsopslag' for a customer with an archive (decision 0125). */
  | { kind: 'upload'; onFromFilestore?: () => void }
  | {
      kind: 'title';
      title: string;
      text: string;
      /** Draws a ring that fills in this time, e.g. the move-out before an intro. */
      progressMs?: number;
      action?: { label: string; onClick: () => void };
    }
  | ({ kind: 'cartSummary' } & CartGlobe)
  | ({ kind: 'printStoreCart' } & CartGlobe);

/** Bytes sent of the files on their way and their total (decision 0036). */
export type UploadProgress = { sent: number; total: number };

type Props = {
  state: GlobeState;
  /** Files are being uploaded: the upload area shows how far, over all of them. */
  uploadProgress?: UploadProgress | null;
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

/** Whole percents, and 100 only once every byte is sent. */
const percentOf = ({ sent, total }: UploadProgress) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

const sentText = (t: ReturnType<typeof useTranslation>['t'], progress: UploadProgress) =>
  t('home.uploadProgress.text', {
    sent: formatFileSize(progress.sent),
    total: formatFileSize(progress.total),
  });

/** The share sent of every file on its way, as a number; the ring around the globe draws it. */
function UploadMeter({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation();
  const percent = percentOf(progress);
  return (
    <div
      className="home-globe__percent"
      role="progressbar"
      aria-label={t('home.uploadProgress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${t('home.uploadProgress.percent', { percent })}, ${sentText(t, progress)}`}
    >
      {t('home.uploadProgress.percent', { percent })}
    </div>
  );
}

function UploadArea({
  dragging,
  progress,
  onChooseFiles,
  onFromFilestore,
}: {
  dragging: boolean;
  progress: UploadProgress | null;
  onChooseFiles: () => void;
  onFromFilestore?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {progress ? <UploadMeter progress={progress} /> : <UploadIcon />}
      <Title order={1} className="home-globe__title">
        {t('home.globeUploadTitle')}
      </Title>
      {dragging || !progress ? (
        <Text className="home-globe__text">{dragging ? t('home.dropHint') : t('home.globeUploadText')}</Text>
      ) : (
        // The progress bar's value text says the same to a screen reader.
        <Text className="home-globe__text home-globe__sent" aria-hidden="true">
          {sentText(t, progress)}
        </Text>
      )}
      <Button size="md" radius="xl" onClick={onChooseFiles} className="home-globe__button">
        {t('home.chooseFiles')}
      </Button>
      {onFromFilestore && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onFromFilestore}
          className="home-globe__secondary"
        >
          {t('home.fromFilestore')}
        </Button>
      )}
    </>
  );
}

/**
 * The ring around the globe: a track and a bar. The title's countdown animates the bar over
 * `--progress-ms`; an upload sets how far it is filled with `--progress-offset`.
 */
function Ring({ upload = false, style }: { upload?: boolean; style: CSSProperties }) {
  return (
    <svg
      className={upload ? 'home-globe__progress home-globe__progress--upload' : 'home-globe__progress'}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      <circle className="home-globe__progress-track" cx="50" cy="50" r="48" pathLength="100" />
      <circle className="home-globe__progress-bar" cx="50" cy="50" r="48" pathLength="100" />
    </svg>
  );
}

function ProgressRing({ durationMs }: { durationMs: number }) {
  return <Ring style={{ '--progress-ms': `${durationMs}ms` } as CSSProperties} />;
}

/** How far the files on their way are, as a ring around the globe that fills. */
function UploadRing({ progress }: { progress: UploadProgress }) {
  return <Ring upload style={{ '--progress-offset': 100 - percentOf(progress) } as CSSProperties} />;
}

/** The large circle in the middle of the home screen, holding one of its states. */
export function Globe({ state, uploadProgress = null, dragging = false, onChooseFiles }: Props) {
  const shown = state.kind === 'upload' ? 'upload' : state.kind;
  const progress = shown === 'upload' ? uploadProgress : null;
  return (
    <div
      className="home-globe"
      data-state={shown}
      data-dragging={dragging || undefined}
      data-uploading={progress ? true : undefined}
    >
      {state.kind === 'title' && state.progressMs ? <ProgressRing durationMs={state.progressMs} /> : null}
      {progress && <UploadRing progress={progress} />}
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
        ) : state.kind === 'cartSummary' || state.kind === 'printStoreCart' ? (
          <CartSummary summary={state} onChooseFiles={onChooseFiles} />
        ) : (
          <UploadArea
            dragging={dragging}
            progress={progress}
            onChooseFiles={onChooseFiles}
            onFromFilestore={state.kind === 'upload' ? state.onFromFilestore : undefined}
          />
        )}
      </div>
    </div>
  );
}

/** The cart at a glance: its first files, the total, and the way on (or to add files). */
function CartSummary({
  summary,
  onChooseFiles,
}: {
  summary: Extract<GlobeState, { kind: 'cartSummary' | 'printStoreCart' }>;
  onChooseFiles: () => void;
}) {
  const { t } = useTranslation();
  const hasMore = summary.more.files + summary.more.items > 0;
  return (
    <>
      <Title order={1} className="home-globe__title">
        {t('home.cartSummary.title')}
      </Title>
      <ul className="home-globe__cart" data-testid="globe-cart">
        {summary.lines.map((line) => (
          <li key={line.id}>
            <span className="home-globe__cart-name">{line.name}</span>
            <span className="home-globe__cart-detail">{line.detail}</span>
            {line.price && <span className="home-globe__cart-price">{line.price}</span>}
          </li>
        ))}
      </ul>
      {hasMore && (
        <Text size="sm" className="home-globe__text home-globe__cart-more">
          {t('home.cartSummary.more', { what: countsText(t, summary.more) })}
        </Text>
      )}
      {/* A globe too small for the lines (a phone, a small window) names only how many. */}
      <Text className="home-globe__text home-globe__cart-count" data-testid="globe-cart-count">
        {countsText(t, summary.count)}
      </Text>
      {summary.total && (
        <Text className="home-globe__cart-total">
          {t('home.cartSummary.total')} <strong>{summary.total}</strong>
        </Text>
      )}
      <Button radius="xl" onClick={summary.onOrder} className="home-globe__button">
        {t(summary.kind === 'printStoreCart' ? 'home.cartSummary.checkOut' : 'home.cartSummary.order')}
      </Button>
      <Button variant="subtle" size="compact-sm" onClick={onChooseFiles}>
        {t('home.cartSummary.upload')}
      </Button>
    </>
  );
}

/** '3 bestanden', '2 artikelen', '3 bestanden en 2 artikelen'. */
function countsText(t: ReturnType<typeof useTranslation>['t'], { files, items }: CartCounts): string {
  const parts = [
    files > 0 ? t('home.cartSummary.count', { count: files }) : null,
    items > 0 ? t('home.cartSummary.items', { count: items }) : null,
  ];
  return parts.filter(Boolean).join(t('home.cartSummary.and'));
}
