import { describe, expect, it } from 'vitest';
import type { Product, SpecEntry } from '../schemas/catalogue';
import { printTemplateNameSchema } from '../schemas/print-templates';
import {
  followsTemplate,
  specsNameProductOptions,
  type TemplatesHiddenSetting,
  templatesHidden,
  USER_PRINTSPECS_ROLE,
} from './print-templates';

const option = (name: string) => ({ name, title: name, price: null, alwaysColor: false, subOptions: [] });

const product: Product = {
  id: 'folder',
  title: 'Folder',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    {
      id: 'printen',
      title: 'Printen',
      subTitle: '',
      group: 'printen',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        {
          name: 'formaat',
          title: 'Formaat',
          kind: 'choice',
          default: 'A4',
          analyseValue: 'format',
          options: [option('A4'), option('A3')],
        },
        {
          name: 'opmerking',
          title: 'Opmerking',
          kind: 'text',
          default: null,
          analyseValue: null,
          options: [],
        },
      ],
    },
  ],
  pricing: { pagePrices: [], setupCents: 0, tiers: [] },
};

const spec = (optionGroupName: string, optionName: string, menuId = 'printen'): SpecEntry => ({
  menuId,
  optionGroupName,
  optionName,
});

describe('who goes without templates (spec 02 section 6)', () => {
  it.each<[TemplatesHiddenSetting | undefined, string | null, boolean]>([
    [undefined, null, false],
    [undefined, USER_PRINTSPECS_ROLE, false],
    ['never', USER_PRINTSPECS_ROLE, false],
    ['userPrintSpecs', null, false],
    ['userPrintSpecs', 'ADMIN', false],
    ['userPrintSpecs', USER_PRINTSPECS_ROLE, true],
    ['always', null, true],
    ['always', 'ADMIN', true],
  ])('setting %j, role %j: hidden %j', (setting, role, hidden) => {
    expect(templatesHidden(setting, role)).toBe(hidden);
  });
});

describe('the template name (spec 02 sections 5 and 9: at least 2 characters)', () => {
  it.each([
    ['A', false],
    ['  A  ', false],
    ['', false],
    ['A4', true],
    ['  Folders kleur ', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
  ])('%j is %s', (name, valid) => {
    expect(printTemplateNameSchema.safeParse(name).success).toBe(valid);
  });

  it('is kept trimmed', () => {
    expect(printTemplateNameSchema.parse('  Folders kleur ')).toBe('Folders kleur');
  });
});

describe('a template names options of its product', () => {
  it.each<[string, SpecEntry[], boolean]>([
    ['no options', [], true],
    ['an option of a group', [spec('formaat', 'A3')], true],
    ['any text in a text group', [spec('opmerking', 'graag op tijd')], true],
    ['an option the group does not have', [spec('formaat', 'A0')], false],
    ['a group the menu does not have', [spec('papier', '90 grams')], false],
    ['a menu the product does not have', [spec('formaat', 'A4', 'binden')], false],
    ['two choices in one group', [spec('formaat', 'A4'), spec('formaat', 'A3')], false],
  ])('%s: %j', (_, specs, fits) => {
    expect(specsNameProductOptions(product, specs)).toBe(fits);
  });
});

describe('a file follows a template while its product and options are the template’s', () => {
  const template = { productId: 'folder', specs: [spec('formaat', 'A3'), spec('opmerking', '')] };

  it('whatever the order of the options', () => {
    expect(
      followsTemplate(template, {
        productId: 'folder',
        specs: [spec('opmerking', ''), spec('formaat', 'A3')],
      }),
    ).toBe(true);
  });

  it.each<[string, { productId: string; specs: SpecEntry[] }]>([
    ['another option', { productId: 'folder', specs: [spec('formaat', 'A4'), spec('opmerking', '')] }],
    ['an option more', { productId: 'folder', specs: [...template.specs, spec('kleur', 'kleur')] }],
    ['an option less', { productId: 'folder', specs: [spec('formaat', 'A3')] }],
    ['another product', { productId: 'poster', specs: template.specs }],
  ])('not after %s', (_, choice) => {
    expect(followsTemplate(template, choice)).toBe(false);
  });
});
