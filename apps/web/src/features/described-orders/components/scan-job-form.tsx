import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type ScanJob, scanJobSchema, scanResolutions } from '@portal/shared/schemas/order-details';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';
import '../texts';

/** The first field of the form: where 'Instructies ontbreken nog, klik hier.' leads. */
export const SCAN_JOB_FIRST_FIELD = 'scan-job-pages';

const MAX_PAGES = scanJobSchema.shape.pages.maxValue ?? 10_000_000;

type Draft = Omit<ScanJob, 'pages'> & { pages: number | '' };

const draftOf = (job: ScanJob | null): Draft =>
  job ?? { pages: '', colour: 'bw', resolution: '300', searchable: true };

/**
 * What we scan (issue 28 point 4): about how many pages, in colour or black-white, at which
 * resolution, and whether the PDF can be searched. The job is there once the estimate is filled
 * in; the rest have defaults. The shop counts and prices it after scanning.
 */
export function ScanJobForm({
  job,
  onChange,
}: {
  job: ScanJob | null;
  onChange: (job: ScanJob | null) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(job));
  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(typeof next.pages === 'number' && next.pages >= 1 ? { ...next, pages: next.pages } : null);
  };
  const say = (key: string) => t(`describedOrders.scanJob.${key}` as 'describedOrders.scanJob.title');

  return (
    <Stack gap="md" className="job-form" data-testid="scan-job-form">
      <Text size="sm" c="gray.7">
        {say('intro')}
      </Text>
      <NumberInput
        id={SCAN_JOB_FIRST_FIELD}
        label={say('pages')}
        required
        min={1}
        max={MAX_PAGES}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        value={draft.pages}
        onChange={(value) =>
          change({ pages: typeof value === 'number' && Number.isInteger(value) ? value : '' })
        }
        maw={320}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceGroup
          label={say('colour')}
          value={draft.colour}
          options={(['bw', 'colour'] as const).map((colour) => ({
            value: colour,
            label: say(`colours.${colour}`),
          }))}
          onChange={(colour) => change({ colour })}
        />
        <ChoiceGroup
          label={say('resolution')}
          value={draft.resolution}
          options={scanResolutions.map((resolution) => ({
            value: resolution,
            label: say(`resolutions.${resolution}`),
          }))}
          onChange={(resolution) => change({ resolution })}
        />
      </SimpleGrid>
      <Switch
        label={say('searchable')}
        checked={draft.searchable}
        onChange={(event) => change({ searchable: event.currentTarget.checked })}
      />
    </Stack>
  );
}
