import { List, Text } from '@mantine/core';
import { preflight } from '@portal/shared/i18n/nl/preflight';
import { type FileAtSize, preflightOfUpload, type UploadFacts } from '@portal/shared/rules/preflight-at-size';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../lib/i18n';

addTexts({ preflight });

type Props = {
  file: UploadFacts;
  /** The format the file is ordered in (printFormatOf); 'custom' or null: its own size. */
  format: PaperFormat | null;
  /** Put before each note, where several files are shown together. */
  fileName?: string | undefined;
};

const factor = (value: number) =>
  value.toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A file at the format the customer ordered (issue 32 point 1, decision 0134): the resolution of
 * its images there under 197 DPI, the factor it is scaled by, other proportions than the sheet.
 * The same rule as the order desk's check, on the file list's facts (nothing is read again).
 * Shown on the product order screen, Printen and Controleren; nothing for a file that prints
 * as it is.
 */
export function PreflightNotes({ file, format, fileName }: Props) {
  const { t } = useTranslation();
  const atSize = preflightOfUpload(file, format);
  const notes = atSize ? notesOf(atSize, format, t) : [];
  if (notes.length === 0) return null;
  return (
    <List size="xs" className="preflight-notes" data-testid="preflight-notes" spacing={2}>
      {notes.map((note) => (
        <List.Item key={note.kind} data-kind={note.kind}>
          <Text
            span
            size="xs"
            c={note.kind === 'lowDpi' ? 'red.8' : 'gray.8'}
            fw={note.kind === 'lowDpi' ? 600 : 400}
          >
            {fileName ? `${fileName}: ` : ''}
            {note.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function notesOf(atSize: FileAtSize, format: PaperFormat | null, t: Translate) {
  const named = format && format !== 'custom' ? format : t('preflight.atSize.ownSize');
  const notes: { kind: 'lowDpi' | 'size'; text: string }[] = [];
  if (atSize.dpiWarning && atSize.lowestDpi !== null)
    notes.push({
      kind: 'lowDpi',
      text: t('preflight.atSize.lowDpi', { format: named, dpi: atSize.lowestDpi }),
    });
  const { size } = atSize;
  if (size.kind === 'proportionsDiffer')
    notes.push({ kind: 'size', text: t('preflight.atSize.proportions', { format: named }) });
  else if (size.kind === 'scaled')
    notes.push({
      kind: 'size',
      text:
        size.minFactor === size.maxFactor
          ? t('preflight.atSize.scaled', { format: named, factor: factor(size.minFactor) })
          : t('preflight.atSize.scaledRange', {
              format: named,
              min: factor(size.minFactor),
              max: factor(size.maxFactor),
            }),
    });
  return notes;
}
