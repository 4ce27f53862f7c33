import {
  adminPriceRows,
  priceTableProblem,
  specificationProblem,
} from '@portal/shared/rules/product-type-checks';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';

describe("the demo's product types", () => {
  it.each(DEMO_PRODUCT_TYPES.map((type) => [type.name, type] as const))(
    '%s is what an admin could save: menus and price table pass the admin checks',
    (_name, type) => {
      expect(specificationProblem(type)).toBeNull();
      expect(priceTableProblem(type.menus, adminPriceRows(type.prices))).toBeNull();
    },
  );
});
