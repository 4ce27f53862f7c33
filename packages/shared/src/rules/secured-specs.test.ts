import { describe, expect, it } from 'vitest';
import { productTemplateSchema } from '../schemas/secured';
import {
  choicesForTemplate,
  choicesText,
  defaultChoices,
  fitsTemplate,
  sliderWidth,
  withChoice,
  withSubmenuChoice,
} from './secured-specs';

const template = productTemplateSchema.parse({
  id: 'examens',
  title: 'Examens en toetsen',
  description: '',
  specs: [
    { type: 'slider', title: 'Formaat', align: 'left', options: ['A5', 'A4', 'A3'], default: 'A4' },
    {
      type: 'option',
      title: 'Afwerking',
      align: 'right',
      options: [
        { name: 'Geen' },
        {
          name: 'Nieten',
          submenus: [{ title: 'Positie', options: ['Links boven', 'Links'], default: 'Links boven' }],
        },
      ],
      default: 'Geen',
    },
  ],
});

describe('the choices of a secured product template', () => {
  it('start at every default, with the default option submenus at theirs', () => {
    expect(defaultChoices(template)).toEqual([
      { spec: 'Formaat', option: 'A4', submenus: [] },
      { spec: 'Afwerking', option: 'Geen', submenus: [] },
    ]);
  });

  it('an option with submenus brings their defaults; another option clears them', () => {
    const stapled = withChoice(template, defaultChoices(template), 'Afwerking', 'Nieten');
    expect(stapled[1]).toEqual({
      spec: 'Afwerking',
      option: 'Nieten',
      submenus: [{ title: 'Positie', option: 'Links boven' }],
    });
    const left = withSubmenuChoice(stapled, 'Afwerking', 'Positie', 'Links');
    expect(left[1]?.submenus).toEqual([{ title: 'Positie', option: 'Links' }]);
    expect(withChoice(template, left, 'Afwerking', 'Geen')[1]).toEqual({
      spec: 'Afwerking',
      option: 'Geen',
      submenus: [],
    });
    expect(left[0]).toEqual({ spec: 'Formaat', option: 'A4', submenus: [] });
  });

  it('choosing the same template keeps a file its choices, another template starts at the defaults', () => {
    const chosen = withChoice(template, defaultChoices(template), 'Formaat', 'A3');
    expect(choicesForTemplate(template, { templateId: 'examens', choices: chosen })).toBe(chosen);
    expect(choicesForTemplate(template, { templateId: 'rapporten', choices: chosen })).toEqual(
      defaultChoices(template),
    );
  });

  it('fit the template exactly, or not at all', () => {
    const stapled = withChoice(template, defaultChoices(template), 'Afwerking', 'Nieten');
    expect(fitsTemplate(template, defaultChoices(template))).toBe(true);
    expect(fitsTemplate(template, stapled)).toBe(true);
    expect(fitsTemplate(template, stapled.slice(0, 1))).toBe(false);
    expect(fitsTemplate(template, [{ spec: 'Formaat', option: 'A0', submenus: [] }, stapled[1]!])).toBe(
      false,
    );
    expect(fitsTemplate(template, [stapled[0]!, { ...stapled[1]!, submenus: [] }])).toBe(false);
    expect(
      fitsTemplate(template, [
        stapled[0]!,
        { ...stapled[1]!, submenus: [{ title: 'Positie', option: 'Rechts' }] },
      ]),
    ).toBe(false);
  });

  it('read as the confirm screen lists them', () => {
    const stapled = withChoice(template, defaultChoices(template), 'Afwerking', 'Nieten');
    expect(choicesText(stapled)).toBe('Formaat: A4, Afwerking: Nieten (Positie: Links boven)');
  });

  it('a slider is 35 px per option less 38', () => {
    expect(sliderWidth(3)).toBe(67);
  });
});
