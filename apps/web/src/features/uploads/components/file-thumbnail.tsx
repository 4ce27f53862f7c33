import { endpointUrl } from '@portal/shared/api/endpoint';
import { getPagePreview } from '@portal/shared/api/uploads.api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadEntry } from '../stores/upload-store';
import { hasPreview } from '../utils/upload-rules';
import '../texts';

/** The preview endpoint's smallest width; sharp enough for the 44 px thumbnail on a 2x screen. */
const PREVIEW_WIDTH = 120;

/**
 * The first page once the server has rendered it; otherwise a document icon with the extension.
 * With `onOpen` the preview is the button that shows every page (the page viewer).
 */
export function FileThumbnail({ entry, onOpen }: { entry: UploadEntry; onOpen?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const file = entry.file;
  if (file && hasPreview(file) && !failed) {
    const image = (
      <img
        src={endpointUrl(getPagePreview, { uuid: file.uuid, size: PREVIEW_WIDTH })}
        alt={onOpen ? '' : t('uploads.previewAlt', { name: entry.name })}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
    if (!onOpen) return <span className="file-thumb file-thumb--image">{image}</span>;
    const label = t('uploads.pagesView.open', { name: entry.name });
    return (
      <button
        type="button"
        className="file-thumb file-thumb--image file-thumb--button"
        aria-label={label}
        title={label}
        onClick={onOpen}
      >
        {image}
      </button>
    );
  }
  return (
    <span className="file-thumb file-thumb--icon" aria-hidden="true">
      <svg viewBox="0 0 40 48" aria-hidden="true" focusable="false">
        <path
          d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z"
          fill="#fff"
          stroke="#cbd5e1"
          strokeWidth="2"
        />
        <path d="M26 2v8a2 2 0 0 0 2 2h8" fill="none" stroke="#cbd5e1" strokeWidth="2" />
      </svg>
      <span className="file-thumb__ext">{extensionOf(entry.name)}</span>
    </span>
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 5 ? name.slice(dot + 1).toUpperCase() : '';
}
