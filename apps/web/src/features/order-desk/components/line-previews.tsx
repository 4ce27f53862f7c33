import { Modal, UnstyledButton } from '@mantine/core';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { LARGE_PREVIEW_WIDTH, linePreviewOptions, PREVIEW_PAGES } from '../api/desk-orders';
import '../texts';

type Line = DeskOrderView['lines'][number];

/**
 * Thumbnails of the first pages of an order line's file (decision 0056), so the desk sees what
 * it prints before downloading it; each opens the page large in a dialog (issue 32 point 4). Nothing for a file that is no longer stored, nor for a line
 * without a file (a copy or scan job, a quote's description).
 */
export function LinePreviews({ orderId, line }: { orderId: string; line: Line }) {
  const { t } = useTranslation();
  const total = line.pages ? line.pages.colour + line.pages.bw + line.pages.blank : 0;
  const count = line.file?.stored ? Math.min(PREVIEW_PAGES, total) : 0;
  if (count === 0) return null;
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <ul
      className="order-desk__previews"
      aria-label={t('orderDesk.order.lines.previews', { name: line.fileName })}
      data-testid="line-previews"
    >
      {pages.map((page) => (
        <li key={page}>
          <PagePreview orderId={orderId} line={line} page={page} />
        </li>
      ))}
    </ul>
  );
}

function PagePreview({ orderId, line, page }: { orderId: string; line: Line; page: number }) {
  const { t } = useTranslation();
  const query = useQuery(linePreviewOptions(orderId, line.position, page));
  const source = useObjectUrl(query.data);
  const [large, setLarge] = useState(false);
  if (query.isError)
    return (
      <span className="order-desk__preview order-desk__preview--none">
        {t('orderDesk.order.lines.noPreview', { page })}
      </span>
    );
  if (!source)
    return <span className="order-desk__preview order-desk__preview--pending" aria-hidden="true" />;
  const name = t('orderDesk.order.lines.preview', { page, name: line.fileName });
  return (
    <>
      <UnstyledButton
        className="order-desk__preview-button"
        onClick={() => setLarge(true)}
        aria-haspopup="dialog"
        title={t('orderDesk.order.lines.openLarge')}
        data-testid="line-preview-open"
      >
        <img className="order-desk__preview" src={source} alt={name} />
      </UnstyledButton>
      <Modal
        opened={large}
        onClose={() => setLarge(false)}
        title={name}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {large && <LargePage orderId={orderId} line={line} page={page} name={name} />}
      </Modal>
    </>
  );
}

/** The page at the width the server's previews go up to, asked when the dialog opens. */
function LargePage({
  orderId,
  line,
  page,
  name,
}: {
  orderId: string;
  line: Line;
  page: number;
  name: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(linePreviewOptions(orderId, line.position, page, LARGE_PREVIEW_WIDTH));
  const source = useObjectUrl(query.data);
  if (query.isError) return <p>{t('orderDesk.order.lines.noPreview', { page })}</p>;
  if (!source) return <Spinner label={t('orderDesk.order.lines.loadingLarge')} />;
  return (
    <img className="order-desk__preview-large" src={source} alt={name} data-testid="line-preview-large" />
  );
}

/** A URL for a fetched image while the component shows it, released afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
