import type { ProductTemplate, SecuredSpec } from '@portal/shared/schemas/secured';
import type { SecuredPrintingRepository } from './secured-printing.repository';

/**
 * The demo templates of the secured print order (never in production): what a hospital, a school
 * or an HR department has printed under seal. Sliders for what lies on a scale (format, number
 * of holes), options for the rest; finishing with submenus where a choice needs one more answer.
 */
const format = (options: string[], fallback: string): SecuredSpec => ({
  type: 'slider',
  title: 'Formaat',
  align: 'left',
  options,
  default: fallback,
});
const colour: SecuredSpec = {
  type: 'option',
  title: 'Kleur',
  align: 'left',
  options: [
    { name: 'Zwart/Wit', submenus: [] },
    { name: 'Kleur', submenus: [] },
  ],
  default: 'Zwart/Wit',
};
const sides: SecuredSpec = {
  type: 'option',
  title: 'Printwijze',
  align: 'left',
  options: [
    { name: 'Enkelzijdig', submenus: [] },
    { name: 'Dubbelzijdig', submenus: [] },
  ],
  default: 'Dubbelzijdig',
};

export const DEMO_PRODUCT_TEMPLATES: (ProductTemplate & { position: number })[] = [
  {
    id: 'vertrouwelijke-documenten',
    position: 1,
    title: 'Vertrouwelijke documenten',
    description: 'Rapporten, dossiers en notulen, geprint in een beveiligde ruimte en verzegeld verpakt.',
    specs: [
      format(['A5', 'A4', 'A3'], 'A4'),
      colour,
      sides,
      {
        type: 'option',
        title: 'Afwerking',
        align: 'right',
        options: [
          { name: 'Geen', submenus: [] },
          {
            name: 'Nieten',
            submenus: [
              { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
            ],
          },
          {
            name: 'Perforeren',
            submenus: [{ title: 'Gaten', options: ['2-gaats', '4-gaats', '23-rings'], default: '4-gaats' }],
          },
        ],
        default: 'Geen',
      },
      {
        type: 'option',
        title: 'Verpakking',
        align: 'right',
        options: [
          { name: 'Verzegelde envelop', submenus: [] },
          { name: 'Verzegelde doos', submenus: [] },
        ],
        default: 'Verzegelde envelop',
      },
    ],
  },
  {
    id: 'examens',
    position: 2,
    title: 'Examens en toetsen',
    description: 'Per klas of lokaal geteld en verpakt, tot de afnamedatum verzegeld.',
    specs: [
      format(['A4', 'A3'], 'A4'),
      colour,
      sides,
      {
        type: 'option',
        title: 'Afwerking',
        align: 'right',
        options: [
          { name: 'Geen', submenus: [] },
          {
            name: 'Nieten',
            submenus: [
              { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
            ],
          },
          { name: 'Boekje', submenus: [] },
        ],
        default: 'Nieten',
      },
      {
        type: 'option',
        title: 'Verpakking',
        align: 'right',
        options: [
          {
            name: 'Per set in envelop',
            submenus: [{ title: 'Sets per envelop', options: ['25', '30', '35'], default: '30' }],
          },
          { name: 'Verzegelde doos', submenus: [] },
        ],
        default: 'Per set in envelop',
      },
    ],
  },
  {
    id: 'loonstroken',
    position: 3,
    title: 'Loonstroken en brieven',
    description: 'Persoonlijke post: geprint, gevouwen en gesloten in een vensterenvelop.',
    specs: [
      format(['A5', 'A4'], 'A4'),
      colour,
      {
        type: 'option',
        title: 'Envelop',
        align: 'right',
        options: [
          {
            name: 'Vensterenvelop',
            submenus: [{ title: 'Venster', options: ['Links', 'Rechts'], default: 'Links' }],
          },
          { name: 'Geen envelop', submenus: [] },
        ],
        default: 'Vensterenvelop',
      },
    ],
  },
];

export async function seedProductTemplates(repository: SecuredPrintingRepository): Promise<void> {
  for (const template of DEMO_PRODUCT_TEMPLATES) await repository.insertIfMissing(template);
}
