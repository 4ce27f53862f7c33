import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_QUANTITY } from '@portal/shared/rules/pricing';
import { type CopyJob, copyFinishings, copyFormats } from '@portal/shared/schemas/order-details';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';
import '../texts';

/** The first field of the form: where 'Instructies ontbreken nog, klik hier.' leads. */
export const COPY_JOB_FIRST_FIELD = 'copy-job-originals';

type Draft = Omit<CopyJob, 'originals' | 'copies'> & { originals: number | ''; copies: number | '' };

const draftOf = (job: CopyJob | null): Draft =>
  job ?? { originals: '', copies: 1, format: 'A4', colour: 'bw', sides: 'single', finishing: 'none' };

/** The job once both numbers are there; null while one is missing (descriptionError). */
function jobOf(draft: Draft): CopyJob | null {
  const { originals, copies } = draft;
  if (typeof originals !== 'number' || typeof copies !== 'number' || originals < 1 || copies < 1) return null;
  return { ...draft, originals, copies };
}

/**
 * What we copy (issue 28 point 3): the pages of one set of originals, how many sets, the format,
 * colour, sides and finishing. The job is there once both numbers are filled in; the rest have
 * defaults. `price` shows beside it what the job costs.
 */
export function CopyJobForm({
  job,
  onChange,
  price,
}: {
  job: CopyJob | null;
  onChange: (job: CopyJob | null) => void;
  price?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(job));
  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(jobOf(next));
  };
  const say = (key: string) => t(`describedOrders.copyJob.${key}` as 'describedOrders.copyJob.title');
  const count = (value: number | string): number | '' =>
    typeof value === 'number' && Number.isInteger(value) ? value : '';

  return (
    <Stack gap="md" className="job-form" data-testid="copy-job-form">
      <Text size="sm" c="gray.7">
        {say('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          id={COPY_JOB_FIRST_FIELD}
          label={say('originals')}
          required
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          value={draft.originals}
          onChange={(value) => change({ originals: count(value) })}
        />
        <NumberInput
          label={say('copies')}
          required
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          value={draft.copies}
          onChange={(value) => change({ copies: count(value) })}
        />
      </SimpleGrid>
      <ChoiceGroup
        label={say('format')}
        value={draft.format}
        options={copyFormats.map((format) => ({ value: format, label: say(`formats.${format}`) }))}
        onChange={(format) => change({ format })}
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
          label={say('sides')}
          value={draft.sides}
          options={(['single', 'double'] as const).map((sides) => ({
            value: sides,
            label: say(`sidesOptions.${sides}`),
          }))}
          onChange={(sides) => change({ sides })}
        />
      </SimpleGrid>
      <Select
        label={say('finishing')}
        data={copyFinishings.map((finishing) => ({
          value: finishing,
          label: say(`finishings.${finishing}`),
        }))}
        value={draft.finishing}
        allowDeselect={false}
        onChange={(finishing) => finishing && change({ finishing: finishing as CopyJob['finishing'] })}
      />
      {price}
    </Stack>
  );
}
