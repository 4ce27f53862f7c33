import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import type { ThemeSettings } from '../schemas/theme';
import { orderErrorText } from './order-error-text';

/** Rivierstad's demo theme: a cost centre of two fields and a case number as reference. */
const rivierstad: ThemeSettings['customFields'] = {
  project: {
    label: 'Kostenplaats',
    required: true,
    fields: [
      { format: '\\d{4}', maxLength: 4, placeholder: 'afdeling, 4 cijfers' },
      { format: '[A-Z]{2}\\d{3}', maxLength: 5, placeholder: 'bijv. PR123' },
    ],
  },
  reference: { label: 'Zaaknummer', format: 'Z-\\d{6}', maxLength: 8, placeholder: 'Z-123456' },
  department: { label: 'Team', required: true },
};

const said = (key: Parameters<typeof orderErrorText>[0], customFields: ThemeSettings['customFields']) => {
  const text = orderErrorText(key, customFields);
  return translate(text.key, text.values);
};

describe('the step messages by the theme’s names and formats (issue 32 point 6)', () => {
  it('names Rivierstad’s cost centre and says the format of each part', () => {
    const text = said('order.errors.projectInvalid', rivierstad);
    expect(text).toBe(
      'Kostenplaats is nog niet (correct) ingevuld (deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3 cijfers), klik hier.',
    );
    expect(text).not.toMatch(/project/i);
  });

  it('names the reference and its format, and the department by the theme’s name', () => {
    expect(said('order.errors.referenceInvalid', rivierstad)).toBe(
      'Zaaknummer is nog niet (correct) ingevuld (‘Z-’ gevolgd door 6 cijfers), klik hier.',
    );
    expect(said('order.errors.departmentMissing', rivierstad)).toBe('Team ontbreekt nog, klik hier.');
  });

  it('uses the theme’s name without a format, and its placeholder for a format it cannot say', () => {
    expect(said('order.errors.projectInvalid', { project: { label: 'Kostenplaats' } })).toBe(
      'Kostenplaats is nog niet (correct) ingevuld, klik hier.',
    );
    expect(
      said('order.errors.referenceInvalid', { reference: { format: 'KP|PR', placeholder: 'KP of PR' } }),
    ).toBe('Referentie is nog niet (correct) ingevuld (KP of PR), klik hier.');
  });

  it('keeps the plain texts for a theme that names nothing and sets no format', () => {
    expect(said('order.errors.projectInvalid', {})).toBe(
      'Het project is nog niet (correct) ingevuld, klik hier.',
    );
    expect(said('order.errors.referenceInvalid', {})).toBe(
      'De referentie is nog niet (correct) ingevuld, klik hier.',
    );
    expect(said('order.errors.departmentMissing', {})).toBe('De afdeling ontbreekt nog, klik hier.');
    expect(said('order.errors.dateMissing', rivierstad)).toBe('Datum ontbreekt nog, klik hier.');
  });
});
