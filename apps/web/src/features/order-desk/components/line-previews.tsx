import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linePreviewOptions, PREVIEW_PAGES } from '../api/desk-orders';
import '../texts';

type Line = DeskOrderView['lines'][number];

/**
 * Thumbnails of the first pages of an order line's file (decision 0056), so the desk sees what
 * it prints before downloading it. Nothing for a file that is no longer stored, nor for a line
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
  if (query.isError)
    return (
      <span className="order-desk__preview order-desk__preview--none">
        {t('orderDesk.order.lines.noPreview', { page })}
      </span>
    );
  if (!source)
    return <span className="order-desk__preview order-desk__preview--pending" aria-hidden="true" />;
  return (
    <img
      className="order-desk__preview"
      src={source}
      alt={t('orderDesk.order.lines.preview', { page, name: line.fileName })}
    />
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
