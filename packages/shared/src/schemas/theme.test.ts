import { describe, expect, it } from 'vitest';
import { themeCustomFieldsSchema } from './theme';

describe("a theme's project and reference fields", () => {
  it('takes the spec’s settings: multi-field project, reference, department, address switches, merge symbol', () => {
    const customFields = {
      project: {
        label: 'Kostenplaats',
        required: true,
        hyphen: '-',
        readonly: false,
        hideNewProject: true,
        useFormatString: true,
        fields: [{ format: '\\d{4}', maxLength: 4, placeholder: 'afdeling' }, { format: '[A-Z]{2}\\d{3}' }],
      },
      reference: { label: 'Zaaknummer', required: true, hide: false, format: 'Z-\\d{6}', maxLength: 8 },
      department: { label: 'Afdeling', required: true },
      addresses: { editDelivery: true, newDelivery: false, newInvoice: false },
      mergeProjectReference: true,
      mergeSymbol: '/',
    };
    expect(themeCustomFieldsSchema.parse(customFields)).toEqual(customFields);
  });

  it.each([
    ['a project format that is no regular expression', { project: { fields: [{ format: '(' }] } }],
    ['a reference format that is no regular expression', { reference: { format: '[a-' } }],
    ['a maxLength above 100', { reference: { maxLength: 101 } }],
    ['more than 8 project fields', { project: { fields: Array.from({ length: 9 }, () => ({})) } }],
    ['an empty hyphen, which would split between every character', { project: { hyphen: '' } }],
  ])('refuses %s', (_, customFields) => {
    expect(themeCustomFieldsSchema.safeParse(customFields).success).toBe(false);
  });
});
