import { roundedSize } from '@portal/shared/rules/sheet-for-size';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import type { TFunction } from 'i18next';

/**
 * A paper format as the customer reads it: 'A4', or a non-standard size with its measure,
 * 'Afwijkend formaat 216 × 279 mm' (issue 32 point 2); without a measure just 'Afwijkend formaat'.
 */
export function formatName(
  format: PaperFormat,
  size: { widthMm: number; heightMm: number } | null,
  t: TFunction,
): string {
  if (format !== 'custom') return format;
  return size ? t('uploads.formatCustomSize', roundedSize(size)) : t('uploads.formatCustom');
}
