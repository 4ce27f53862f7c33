import type { SpecMenu } from '@portal/shared/schemas/print-store';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';
import { type FixedItem, packagesFollow } from './package-specs-follow';

const sign = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;
const item = (packageName: string, specs: FixedItem['specs'], position = 0): FixedItem => ({
  packageId: `${packageName}-id`,
  position,
  packageName,
  specs,
});
const bhv = item('Startpakket BHV', { size: '200x300', material: 'forex', application: 'binnen' });
const outside = item('Bouwplaats', { size: '400x600', material: 'dibond', application: 'buiten' }, 1);
const finish: SpecMenu = {
  name: 'finish',
  title: 'Afwerking',
  menuType: 'option',
  values: [
    { name: 'mat', title: 'Mat' },
    { name: 'glans', title: 'Glans' },
  ],
  default: 'mat',
  priced: true,
};
const without = (name: string) => sign.menus.filter((menu) => menu.name !== name);
const withoutValue = (menuName: string, value: string) =>
  sign.menus.map((menu) =>
    menu.name === menuName
      ? { ...menu, values: menu.values.filter((offered) => offered.name !== value) }
      : menu,
  );

describe('packages that fix specs of a product type whose menus change', () => {
  it('change nothing when the menus keep every value a package fixes', () => {
    expect(packagesFollow(sign.menus, [...sign.menus].reverse(), [bhv, outside])).toEqual({ changed: [] });
    expect(packagesFollow(sign.menus, withoutValue('material', 'reflecterend'), [bhv, outside])).toEqual({
      changed: [],
    });
  });

  it('no longer fix a removed menu, and fix a new menu at its default', () => {
    const after = [...without('application'), finish];
    expect(packagesFollow(sign.menus, after, [bhv, outside])).toEqual({
      changed: [
        {
          ...bhv,
          specs: { size: '200x300', material: 'forex', finish: 'mat' },
          removedMenus: ['Toepassing'],
          addedMenus: ['Afwerking'],
        },
        {
          ...outside,
          specs: { size: '400x600', material: 'dibond', finish: 'mat' },
          removedMenus: ['Toepassing'],
          addedMenus: ['Afwerking'],
        },
      ],
    });
  });

  it('leave an information menu unfixed', () => {
    const info: SpecMenu = {
      name: 'note',
      title: 'Let op',
      menuType: 'info',
      values: [],
      default: null,
      priced: false,
      text: 'Buiten alleen op dibond.',
    };
    expect(packagesFollow(sign.menus, [...sign.menus, info], [bhv])).toEqual({ changed: [] });
  });

  it('refuse to remove a value a package fixes, naming the value and each package once', () => {
    const second = item('Startpakket BHV', { ...bhv.specs, size: '200x200' }, 1);
    expect(packagesFollow(sign.menus, withoutValue('material', 'forex'), [bhv, second, outside])).toEqual({
      refused: { menu: 'Materiaal', value: 'Forex 5 mm', packages: ['Startpakket BHV'] },
    });
  });

  it('refuse a value whose code changes, as it is one value gone and another new', () => {
    const renamed = sign.menus.map((menu) =>
      menu.name === 'application'
        ? {
            ...menu,
            values: menu.values.map((value) =>
              value.name === 'buiten' ? { ...value, name: 'outdoor' } : value,
            ),
          }
        : menu,
    );
    expect(packagesFollow(sign.menus, renamed, [bhv, outside])).toEqual({
      refused: { menu: 'Toepassing', value: 'Buiten (met uv-laminaat)', packages: ['Bouwplaats'] },
    });
  });
});
