import '../../../styles/file-pages.css';
import { Button, Loader, Modal, Text } from '@mantine/core';
import { endpointUrl } from '@portal/shared/api/endpoint';
import { getPagePreview } from '@portal/shared/api/uploads.api';
import { DPI_RECOMMENDED } from '@portal/shared/constants';
import type { PageAnalysis } from '@portal/shared/schemas/analysis';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { filePagesQueryOptions } from '../api/get-file-pages';
import { formatName } from '../utils/format-name';
import '../texts';

/** Sharp on a 2x screen for the dialog's tiles of about 110 px. */
const THUMBNAIL_WIDTH = 240;

type Props = {
  sessionId: string;
  /** The file whose pages are shown; null keeps the dialog closed. */
  file: UploadedFile | null;
  onClose: () => void;
};

/**
 * Every page of a file as a thumbnail with what the analysis found: colour, black-white or
 * blank, the paper format and the lowest DPI of its images (issue 10 point 17). Long files
 * come a block at a time; the previews load as they scroll into view.
 */
export function FilePagesDialog({ sessionId, file, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? t('uploads.pagesView.title', { name: file.fileName }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      classNames={{ title: 'file-pages__title', body: 'file-pages__body' }}
      data-dialog="file-pages"
    >
      {file && <FilePages sessionId={sessionId} file={file} />}
    </Modal>
  );
}

function FilePages({ sessionId, file }: { sessionId: string; file: UploadedFile }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(filePagesQueryOptions(sessionId, file.uuid));
  const pages = query.data?.pages.flatMap((block) => block.pages) ?? [];
  const pageCount = query.data?.pages[0]?.pageCount ?? file.pageCount ?? 0;
  const grid = useRef<HTMLOListElement>(null);
  // The button leaves with the last block: the focus goes on to the first page it brought, after
  // the render that shows it (hence after every render: the check is one comparison).
  const focusTile = useRef<number | null>(null);
  useEffect(() => {
    const tile = focusTile.current === null ? undefined : grid.current?.children[focusTile.current];
    if (tile instanceof HTMLElement) {
      focusTile.current = null;
      tile.focus();
    }
  });

  function showMore(): void {
    focusTile.current = pages.length;
    void query.fetchNextPage();
  }

  if (query.isPending) return <Loading />;
  if (query.isError && pages.length === 0) return <Failed onRetry={() => void query.refetch()} />;
  return (
    <>
      <Text size="sm" c="gray.7" className="file-pages__summary">
        {summaryOf(file, pageCount, t)}
      </Text>
      <ol className="file-pages__grid" ref={grid}>
        {pages.map((page) => (
          <PageTile key={page.page} fileId={file.uuid} page={page} />
        ))}
      </ol>
      {query.hasNextPage && (
        <div className="file-pages__more">
          <Button variant="default" onClick={showMore} loading={query.isFetchingNextPage}>
            {t('uploads.pagesView.more', { shown: pages.length, count: pageCount })}
          </Button>
          {query.isFetchNextPageError && (
            <Text size="sm" c="red.8" role="alert">
              {t('uploads.pagesView.failed')}
            </Text>
          )}
        </div>
      )}
    </>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function summaryOf(file: UploadedFile, pageCount: number, t: T): string {
  const count = pageCount === 1 ? t('uploads.pagesOne') : t('uploads.pages', { count: pageCount });
  if (file.pagesColour === null || file.pagesBW === null || file.pagesBlank === null) return count;
  const split = t('uploads.pagesSplit', {
    colour: file.pagesColour,
    bw: file.pagesBW,
    blank: file.pagesBlank,
  });
  return `${count}: ${split}`;
}

function PageTile({ fileId, page }: { fileId: string; page: PageAnalysis }) {
  const { t } = useTranslation();
  const lowest = page.dpis.length > 0 ? Math.round(Math.min(...page.dpis)) : null;
  const tall = page.heightMm >= page.widthMm;
  return (
    // Focusable from script only: where the focus lands after 'Meer pagina's tonen'.
    <li className="file-pages__tile" tabIndex={-1}>
      <span className="file-pages__paper" data-orientation={tall ? 'portrait' : 'landscape'}>
        <img
          src={endpointUrl(getPagePreview, { uuid: fileId, size: THUMBNAIL_WIDTH }, { page: page.page })}
          // The caption names the page; the picture adds nothing a screen reader could say.
          alt=""
          loading="lazy"
          decoding="async"
          style={{ aspectRatio: `${page.widthMm} / ${page.heightMm}` }}
        />
      </span>
      <span className="file-pages__caption">
        <span className="file-pages__number">{t('uploads.pagesView.page', { page: page.page })}</span>
        <span className="file-pages__format">{formatName(page.format, page, t)}</span>
      </span>
      <span className="file-pages__facts">
        {page.kind && <KindChip kind={page.kind} />}
        {lowest !== null &&
          (lowest < DPI_RECOMMENDED ? (
            <span className="file-chip file-chip--warning">
              {t('uploads.pagesView.lowDpi', { dpi: lowest })}
            </span>
          ) : (
            <span className="file-pages__dpi">{t('uploads.pagesView.dpi', { dpi: lowest })}</span>
          ))}
      </span>
    </li>
  );
}

const chipClass = {
  colour: 'file-chip--colour',
  blackWhite: 'file-chip--bw',
  blank: 'file-chip--blank',
} as const;

function KindChip({ kind }: { kind: keyof typeof chipClass }) {
  const { t } = useTranslation();
  return <span className={`file-chip ${chipClass[kind]}`}>{t(`uploads.pagesView.kind.${kind}`)}</span>;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="file-pages__state" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('uploads.pagesView.loading')}</Text>
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="file-pages__state">
      <Text size="sm" role="alert">
        {t('uploads.pagesView.failed')}
      </Text>
      <Button variant="default" size="compact-sm" onClick={onRetry}>
        {t('uploads.pagesView.retry')}
      </Button>
    </div>
  );
}
