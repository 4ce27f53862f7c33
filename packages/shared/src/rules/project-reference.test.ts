import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import {
  checkProject,
  checkReference,
  isProjectRequired,
  isReferenceRequired,
  joinProject,
  mayCreateProject,
  mayCreateReference,
  mergedProjectReference,
  mergeProjectReference,
  type Placeholder,
  type ProjectRules,
  projectAndReferenceForCustomer,
  projectFieldLabels,
  projectRules,
  referenceLabel,
  referenceRules,
  splitProject,
} from './project-reference';

/** A municipality's cost centre: 4 digits, a hyphen, two capitals and 3 digits ('4410-PR123'). */
const costCentre = projectRules({
  label: 'Kostenplaats',
  fields: [
    { format: '\\d{4}', maxLength: 4, placeholder: 'afdeling' },
    { format: '[A-Z]{2}\\d{3}', maxLength: 5 },
  ],
});
const singleField = projectRules(undefined);

const placeholderText = (placeholder: Placeholder | undefined) =>
  placeholder && ('text' in placeholder ? placeholder.text : translate(placeholder.key, placeholder.values));

const problems = (text: string, rules: ProjectRules, context = {}) =>
  checkProject(text, rules, context).fields.map((field) => field.problem);

describe('the theme’s project and reference settings', () => {
  it('defaults to one project field of at most 32 characters, split on "-", and a reference of 15', () => {
    expect(singleField).toEqual({
      label: null,
      hyphen: '-',
      fields: [
        { format: null, maxLength: 32, placeholder: { key: 'order.maxCharacters', values: { max: 32 } } },
      ],
      themeRequired: false,
      readonly: false,
      hideNewProject: false,
      useFormatString: false,
    });
    const reference = referenceRules(undefined);
    expect(reference).toMatchObject({ format: null, maxLength: 15, hidden: false, themeRequired: false });
    expect(placeholderText(reference.placeholder)).toBe('max 15 karakters');
    expect(placeholderText(singleField.fields[0]?.placeholder)).toBe('max 32 karakters');
  });

  it('shows the theme’s own placeholder where it has one', () => {
    expect(costCentre.fields.map((field) => field.placeholder)).toEqual([
      { text: 'afdeling' },
      { key: 'order.maxCharacters', values: { max: 5 } },
    ]);
  });
});

describe('splitting a project into its fields', () => {
  it.each([
    ['one field keeps its hyphens', singleField, 'KP-12-3', ['KP-12-3']],
    ['two fields', costCentre, '4410-PR123', ['4410', 'PR123']],
    ['a missing field is empty', costCentre, '4410', ['4410', '']],
    ['the last field takes the rest', costCentre, '4410-PR-123', ['4410', 'PR-123']],
    ['spaces around the fields go', costCentre, ' 4410 - PR123 ', ['4410', 'PR123']],
    ['empty text, empty fields', costCentre, '', ['', '']],
    ['the theme’s own hyphen', { ...costCentre, hyphen: '/' }, '4410/PR123', ['4410', 'PR123']],
    ['an empty middle field', projectRules({ fields: [{}, {}, {}] }), 'a--c', ['a', '', 'c']],
  ])('%s', (_, rules, text, parts) => {
    expect(splitProject(text, rules)).toEqual(parts);
  });

  it('splits what it joined, for any fields without the hyphen', () => {
    const part = fc.string({ maxLength: 8 }).map((text) => text.replaceAll('-', '').trim());
    fc.assert(
      fc.property(fc.array(part, { minLength: 2, maxLength: 5 }), (parts) => {
        fc.pre(parts.some((text) => text !== ''));
        const rules = projectRules({ fields: parts.map(() => ({})) });
        expect(splitProject(joinProject(parts, rules), rules)).toEqual(parts);
      }),
    );
  });
});

describe('checking a project', () => {
  it.each([
    ['4410-PR123', [null, null]],
    ['441-PR123', ['format', null]],
    ['4410-pr123', [null, 'format']],
    ['44100-PR123', ['tooLong', null]],
    // Too long is named before a format the text also breaks: the format never runs on it.
    ['4410-PR1234', [null, 'tooLong']],
    ['4410', [null, 'required']],
    ['-PR123', ['required', null]],
    // The last field takes the rest, hyphen and all, and its format judges it.
    ['4410-PR-12', [null, 'format']],
  ])('marks %j field by field as %j', (text, expected) => {
    expect(problems(text, costCentre)).toEqual(expected);
    expect(checkProject(text, costCentre).valid).toBe(expected.every((problem) => problem === null));
  });

  it('keeps the trimmed fields joined by the hyphen', () => {
    expect(checkProject(' 4410 - PR123 ', costCentre)).toMatchObject({ valid: true, value: '4410-PR123' });
  });

  it('says what is wrong in the catalogue’s words', () => {
    const [first] = checkProject('44100-PR123', costCentre).fields;
    expect(first?.message).toEqual({ key: 'order.fieldErrors.tooLong', values: { max: 4 } });
    expect(translate('order.fieldErrors.tooLong', first?.message?.values)).toBe('Maximaal 4 karakters.');
  });

  it.each([
    ['x'.repeat(32), null],
    ['x'.repeat(33), 'tooLong'],
    ['é'.repeat(32), null],
    ['😀'.repeat(32), null],
    ['   ', null],
  ])('a single field of default length takes %j: %s', (text, expected) => {
    expect(problems(text, singleField)).toEqual([expected]);
  });

  it('accepts no project when none is required, and marks every field when one is', () => {
    expect(checkProject('', costCentre)).toEqual({
      valid: true,
      value: '',
      fields: [
        { value: '', problem: null, message: null },
        { value: '', problem: null, message: null },
      ],
    });
    expect(problems('', costCentre, { user: { projectRequired: true } })).toEqual(['required', 'required']);
    expect(problems(' ', { ...singleField, themeRequired: true })).toEqual(['required']);
  });

  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [true, false, true, false],
    [false, true, true, false],
  ])('theme requires %s, user requires %s, quote %s: required %s', (theme, user, isQuote, required) => {
    const rules = { ...singleField, themeRequired: theme };
    const context = { user: { projectRequired: user }, isQuote };
    expect(isProjectRequired(rules, context)).toBe(required);
    expect(checkProject('', rules, context).valid).toBe(!required);
  });

  describe("with useFormatString, the user's formatString is the fixed start", () => {
    const rules = { ...costCentre, useFormatString: true };
    it.each([
      ['4410-', '4410-PR123', [null, null]],
      ['4410-', '4411-PR123', ['formatString', null]],
      ['4410-PR', '4410-PR123', [null, null]],
      ['4410-PR', '4410-KP123', [null, 'formatString']],
      ['4410', '4410-PR123', [null, null]],
      ['', '4411-PR123', [null, null]],
    ])('formatString %j, project %j: %j', (formatString, text, expected) => {
      expect(problems(text, rules, { user: { formatString } })).toEqual(expected);
    });

    it('names the start it expects', () => {
      const [first] = checkProject('4411-PR123', rules, { user: { formatString: '4410-' } }).fields;
      expect(translate('order.fieldErrors.formatString', first?.message?.values)).toBe(
        'Dit moet beginnen met 4410.',
      );
    });

    it('holds for a single field as a plain start', () => {
      const single = { ...singleField, useFormatString: true };
      expect(problems('KP-778', single, { user: { formatString: 'KP-' } })).toEqual([null]);
      expect(problems('PR-778', single, { user: { formatString: 'KP-' } })).toEqual(['formatString']);
    });

    it('is ignored when the theme does not use it', () => {
      expect(problems('4411-PR123', costCentre, { user: { formatString: '4410-' } })).toEqual([null, null]);
    });
  });

  it('answers one result per field, valid exactly when no field has a problem, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (text, required) => {
        const check = checkProject(text, { ...costCentre, themeRequired: required });
        expect(check.fields).toHaveLength(2);
        expect(check.valid).toBe(check.fields.every((field) => field.problem === null));
      }),
    );
  });

  it('judges the value it keeps as it judged the text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z -]{0,14}$/), (text) => {
        const check = checkProject(text, costCentre);
        const again = checkProject(check.value, costCentre);
        expect(again.value).toBe(check.value);
        expect(again.valid).toBe(check.valid);
      }),
    );
  });
});

describe('checking the reference', () => {
  const withFormat = referenceRules({ format: 'Z-\\d{6}', maxLength: 8, required: true });
  it.each([
    ['Z-123456', withFormat, null],
    ['Z-12345', withFormat, 'format'],
    ['Z-1234567', withFormat, 'tooLong'],
    ['', withFormat, 'required'],
    ['x'.repeat(15), referenceRules(undefined), null],
    ['x'.repeat(16), referenceRules(undefined), 'tooLong'],
    ['', referenceRules(undefined), null],
  ])('%j: %s', (text, rules, expected) => {
    const check = checkReference(text, rules);
    expect(check.problem).toBe(expected);
    expect(check.valid).toBe(expected === null);
  });

  it('is valid and empty when the theme hides it, even when it also says required', () => {
    const hidden = referenceRules({ hide: true, required: true });
    expect(isReferenceRequired(hidden, {})).toBe(false);
    expect(checkReference('anything', hidden)).toMatchObject({ valid: true, value: '' });
  });

  it('is never required in a quote', () => {
    expect(checkReference('', withFormat, { isQuote: true }).valid).toBe(true);
  });
});

describe('saving a new project or reference', () => {
  it.each([
    ['a valid new project', costCentre, '4410-PR123', [], true],
    ['an empty project', costCentre, '', [], false],
    ['an invalid project', costCentre, '4410-PR12', [], false],
    ['one already in the list', costCentre, ' 4410 - PR123', ['4410-PR123'], false],
    ['under a readonly theme', { ...costCentre, readonly: true }, '4410-PR123', [], false],
    [
      'under a theme that hides new projects',
      { ...costCentre, hideNewProject: true },
      '4410-PR123',
      [],
      false,
    ],
  ])('%s: %s', (_, rules, text, existing, allowed) => {
    expect(mayCreateProject(text, rules, {}, existing)).toBe(allowed);
  });

  it.each([
    ['a valid new reference', referenceRules(undefined), 'Zaak 12', [], true],
    ['an empty reference does nothing', referenceRules(undefined), '  ', [], false],
    ['a reference too long', referenceRules(undefined), 'x'.repeat(16), [], false],
    ['one already in the list', referenceRules(undefined), 'Zaak 12', ['Zaak 12'], false],
    ['a hidden reference', referenceRules({ hide: true }), 'Zaak 12', [], false],
  ])('%s: %s', (_, rules, text, existing, allowed) => {
    expect(mayCreateReference(text, rules, {}, existing)).toBe(allowed);
  });
});

describe('merging project and reference', () => {
  it.each([
    ['4410-PR123', 'Zaak 12', undefined, '4410-PR123/Zaak 12'],
    ['4410-PR123', '', undefined, '4410-PR123'],
    ['', 'Zaak 12', undefined, 'Zaak 12'],
    ['', '', undefined, ''],
    [' P ', ' R ', ' | ', 'P | R'],
    ['P', 'R', '#', 'P#R'],
  ])('%j and %j with %j: %j', (project, reference, symbol, merged) => {
    expect(mergeProjectReference(project, reference, symbol)).toBe(merged);
  });

  it('merges only when the theme asks for it, with its symbol', () => {
    expect(mergedProjectReference({}, 'P', 'R')).toBeNull();
    expect(mergedProjectReference({ mergeProjectReference: true }, 'P', 'R')).toBe('P/R');
    expect(mergedProjectReference({ mergeProjectReference: true, mergeSymbol: '_' }, 'P', 'R')).toBe('P_R');
  });
});

describe('choosing a customer number (spec 02 section 4)', () => {
  const one = { projects: [{ id: 'p1', name: 'Nieuwbouw' }], references: [{ id: 'r1', value: 'Zaak 12' }] };
  const two = {
    projects: [
      { id: 'p1', name: 'Nieuwbouw' },
      { id: 'p2', name: 'Renovatie' },
    ],
    references: [
      { id: 'r1', value: 'Zaak 12' },
      { id: 'r2', value: 'Zaak 13' },
    ],
  };
  const none = { projects: [], references: [] };
  it.each([
    [
      'the formatString wins over a single project',
      one,
      { formatString: '4410-' },
      { id: null, name: '4410-' },
      'Zaak 12',
    ],
    [
      'the single project and reference',
      one,
      { formatString: null },
      { id: 'p1', name: 'Nieuwbouw' },
      'Zaak 12',
    ],
    [
      'a blank formatString counts as none',
      one,
      { formatString: '  ' },
      { id: 'p1', name: 'Nieuwbouw' },
      'Zaak 12',
    ],
    ['two of each: empty', two, null, null, ''],
    ['the formatString with several projects', two, { formatString: 'KP' }, { id: null, name: 'KP' }, ''],
    ['an empty list: empty', none, undefined, null, ''],
  ])('%s', (_, customer, user, project, reference) => {
    expect(projectAndReferenceForCustomer(customer, user)).toEqual({ project, reference });
  });

  it('leaves a hidden reference empty', () => {
    expect(projectAndReferenceForCustomer(one, null, { referenceHidden: true }).reference).toBe('');
  });
});

describe('a field’s problem names the format it expects (issue 32 point 6)', () => {
  const said = (check: { message: { key: string; values?: Record<string, string | number> } | null }) =>
    check.message ? translate(check.message.key as 'order.fieldErrors.format', check.message.values) : null;

  it('says the theme’s format in words', () => {
    const [first, second] = checkProject('44-pr123', costCentre).fields;
    expect(said(first!)).toBe('Dit voldoet niet aan het voorgeschreven formaat (4 cijfers).');
    expect(said(second!)).toBe(
      'Dit voldoet niet aan het voorgeschreven formaat (2 hoofdletters gevolgd door 3 cijfers).',
    );
  });

  it('falls back on the theme’s placeholder, and on the plain text without either', () => {
    const withPlaceholder = referenceRules({ format: 'KP|PR', placeholder: 'KP of PR' });
    expect(said(checkReference('XX', withPlaceholder))).toBe(
      'Dit voldoet niet aan het voorgeschreven formaat (KP of PR).',
    );
    expect(said(checkReference('XX', referenceRules({ format: 'KP|PR' })))).toBe(
      'Dit voldoet niet aan het voorgeschreven formaat.',
    );
  });

  it('names each field as the theme does', () => {
    expect(projectFieldLabels(costCentre)).toEqual([
      'Kostenplaats, deel 1 van 2',
      'Kostenplaats, deel 2 van 2',
    ]);
    expect(projectFieldLabels(singleField)).toEqual(['Project']);
    expect(referenceLabel(referenceRules({ label: 'Zaaknummer' }))).toBe('Zaaknummer');
    expect(referenceLabel(referenceRules(undefined))).toBe('Referentie');
  });
});
