import { Progress, Text } from '@mantine/core';
import { formatFileSize } from '@portal/shared/format';
import type { FiledUpload } from '../lib/filed-uploads';
import { Spinner } from './spinner';
import '../styles/filed-uploads.css';

/** What a filed upload's line says, in the words of the screen that shows it. */
export type FiledUploadTexts = {
  uploading: (percent: number) => string;
  analysing: string;
  filing: string;
  done: string;
  failed: string;
  /** The reason when the server gave none: the connection broke. */
  network: string;
};

/**
 * The files on their way into a folder or an archive, each with its name, size and where it is.
 * `itemTestId` names each line for the screen's tests.
 */
export function FiledUploadList({
  uploads,
  texts,
  label,
  itemTestId,
}: {
  uploads: readonly FiledUpload[];
  texts: FiledUploadTexts;
  label: string;
  itemTestId: string;
}) {
  return (
    <ul className="filed-uploads" aria-label={label}>
      {uploads.map((upload) => (
        <li key={upload.key} data-testid={itemTestId} data-state={upload.state}>
          <span className="filed-uploads__name">{upload.name}</span>
          <Text size="xs" c="gray.7">
            {formatFileSize(upload.size)}
          </Text>
          <div className="filed-uploads__state">
            <FiledUploadState upload={upload} texts={texts} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where one filed upload is (lib/filed-uploads.ts): its progress while it is sent, a spinner
 * while the server analyses and files it, then done or the reason it failed. The file store's
 * 'Bestanden toevoegen' and the desk's 'Scans leveren' show their files with it.
 */
export function FiledUploadState({ upload, texts }: { upload: FiledUpload; texts: FiledUploadTexts }) {
  switch (upload.state) {
    case 'uploading': {
      const percent = Math.round(upload.fraction * 100);
      return <Progress value={percent} size="sm" radius="xl" aria-label={texts.uploading(percent)} />;
    }
    case 'analysing':
    case 'filing':
      return <Spinner size="xs" label={upload.state === 'analysing' ? texts.analysing : texts.filing} />;
    case 'done':
      // Darker than Mantine's green 9, which small text on white does not reach 4.5:1 with.
      return (
        <Text size="xs" c="#14532d" fw={600}>
          {texts.done}
        </Text>
      );
    case 'failed':
      return (
        <Text size="xs" c="red.9">
          <strong>{texts.failed}:</strong> {upload.problem ?? texts.network}
        </Text>
      );
  }
}
