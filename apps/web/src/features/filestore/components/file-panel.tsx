import { Alert, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatFileSize, formatTime } from '@portal/shared/format';
import type { FilestoreFile } from '@portal/shared/schemas/filestore';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, fileOptions, previewOptions } from '../api/filestore-queries';
import { placeText } from '../utils/places';
import { problemText } from '../utils/problem';
import { DownloadIcon } from './filestore-icons';
import { Loading, QueryProblem } from './query-problem';
import '../texts';

/** Pages whose previews the panel shows at first, and how many more each 'Meer pagina’s tonen' adds. */
export const PREVIEW_STEP = 8;

/**
 * A file of the store (issue 31 point 1): where it is, its analysis (pages, colour, black-white
 * and blank, format), a preview of its pages and its download. A panel beside the folder on a
 * desktop, the whole screen on a phone; the folder's address names the file (`?bestand=`), so the
 * back button closes it and a search hit opens it.
 */
export function FilePanel({ fileId, onClose }: { fileId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useQuery({ ...fileOptions(fileId ?? ''), enabled: fileId !== null });
  const file = query.data?.file;
  return (
    <Drawer
      opened={fileId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={file?.name ?? t('filestore.loading')}
      closeButtonProps={{ 'aria-label': t('filestore.close') }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {!query.data ? (
        query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <FileDetails
          file={query.data.file}
          where={placeText(query.data.breadcrumbs, query.data.archive.name)}
        />
      )}
    </Drawer>
  );
}

function FileDetails({ file, where }: { file: FilestoreFile; where: string }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const created = new Date(file.createdAt);
  const analysed = file.status === 'READY';
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button
          leftSection={<DownloadIcon />}
          loading={downloading}
          aria-label={t('filestore.file.downloadLabel', { name: file.name })}
          onClick={() => {
            setDownloading(true);
            setProblem(null);
            downloadFile(file.id, file.name)
              .catch((error: unknown) => setProblem(problemText(error, t)))
              .finally(() => setDownloading(false));
          }}
        >
          {t('filestore.file.download')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <section aria-labelledby="filestore-file-facts">
        <Title order={3} size="h5" id="filestore-file-facts" mb="xs">
          {t('filestore.file.facts')}
        </Title>
        <dl className="filestore-file-facts">
          <dt>{t('filestore.file.where')}</dt>
          <dd>{where}</dd>
          <dt>{t('filestore.file.pages')}</dt>
          <dd>{file.pageCount ?? t('filestore.none')}</dd>
          {analysed && (
            <>
              <dt>{t('filestore.file.kinds')}</dt>
              <dd>
                <PageChips file={file} />
              </dd>
            </>
          )}
          <dt>{t('filestore.file.format')}</dt>
          <dd>
            {file.format === null
              ? t('filestore.none')
              : file.format === 'custom'
                ? t('filestore.file.formatCustom')
                : file.format}
          </dd>
          <dt>{t('filestore.file.size')}</dt>
          <dd>{formatFileSize(file.size)}</dd>
          <dt>{t('filestore.file.type')}</dt>
          <dd>{file.fileType ? t(`filestore.file.types.${file.fileType}`) : t('filestore.none')}</dd>
          <dt>{t('filestore.file.added')}</dt>
          <dd>
            {formatDate(created)} {formatTime(created)}
          </dd>
          <dt>{t('filestore.file.searchable')}</dt>
          <dd>{file.hasText ? t('filestore.file.searchableText') : t('filestore.file.searchableName')}</dd>
        </dl>
        {!analysed && (
          <Text size="sm" c="gray.7" mt="sm">
            {file.status === 'READY_PASSWORD_PROTECTED'
              ? t('filestore.file.passwordProtected')
              : t('filestore.file.notAnalysed')}
          </Text>
        )}
      </section>
      <Previews file={file} />
    </Stack>
  );
}

/** The pages by kind, as the upload list shows them: kleur / zwart-wit / leeg. */
export function PageChips({ file }: { file: Pick<FilestoreFile, 'pagesColour' | 'pagesBW' | 'pagesBlank'> }) {
  const { t } = useTranslation();
  const chips = [
    { count: file.pagesColour, kind: 'colour', label: 'filestore.file.colour' },
    { count: file.pagesBW, kind: 'bw', label: 'filestore.file.blackWhite' },
    { count: file.pagesBlank, kind: 'blank', label: 'filestore.file.blank' },
  ].filter((chip) => chip.count !== null && chip.count > 0);
  if (chips.length === 0) return <>{t('filestore.none')}</>;
  return (
    <span className="filestore-chips">
      {chips.map((chip) => (
        <span key={chip.kind} className={`filestore-chip filestore-chip--${chip.kind}`}>
          {chip.count} {t(chip.label).toLowerCase()}
        </span>
      ))}
    </span>
  );
}

function Previews({ file }: { file: FilestoreFile }) {
  const { t } = useTranslation();
  const total = file.pageCount ?? 1;
  const [shown, setShown] = useState(Math.min(PREVIEW_STEP, total));
  if (total === 0) return null;
  const pages = Array.from({ length: shown }, (_, index) => index + 1);
  return (
    <section aria-labelledby="filestore-file-previews">
      <Title order={3} size="h5" id="filestore-file-previews" mb="xs">
        {t('filestore.file.previews')}
      </Title>
      <ul className="filestore-previews">
        {pages.map((page) => (
          <li key={page}>
            <PagePreview fileId={file.id} name={file.name} page={page} />
          </li>
        ))}
      </ul>
      {shown < total && (
        <Button
          variant="default"
          mt="sm"
          onClick={() => setShown((count) => Math.min(count + PREVIEW_STEP, total))}
        >
          {t('filestore.file.morePages')}
        </Button>
      )}
    </section>
  );
}

function PagePreview({ fileId, name, page }: { fileId: string; name: string; page: number }) {
  const { t } = useTranslation();
  const query = useQuery(previewOptions(fileId, page));
  const source = useObjectUrl(query.data);
  return (
    <figure>
      {query.isError ? (
        <span className="filestore-preview filestore-preview--none">
          {t('filestore.file.noPreview', { page })}
        </span>
      ) : source ? (
        <img
          className="filestore-preview"
          src={source}
          alt={t('filestore.file.previewAlt', { page, name })}
        />
      ) : (
        <span className="filestore-preview filestore-preview--pending" aria-hidden="true" />
      )}
      <figcaption aria-hidden="true">{page}</figcaption>
    </figure>
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
