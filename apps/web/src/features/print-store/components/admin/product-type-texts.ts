import { errors } from '@portal/shared/i18n/nl/errors';
import { productTypeAdmin } from '@portal/shared/i18n/nl/product-type-admin';
import type { ProductTypeProblem } from '@portal/shared/rules/product-type-checks';
import type { TFunction } from 'i18next';
import { addTexts } from '../../../../lib/i18n';

// The product types' and ads' screens bring their texts with their chunk (decision 0038), and the
// server's messages by code: the editor says what the server would answer before it sends.
addTexts({ productTypeAdmin, errors });

/** A problem of the shared checks in the words the server would use (its errors catalogue). */
export function problemText(t: TFunction, problem: ProductTypeProblem): string {
  if (problem.code === 'STORE_SPEC_INVALID')
    return t('errors.STORE_SPEC_INVALID', { reason: t(problem.reason.key, problem.reason.values) });
  const values: Record<string, number> = problem.values;
  return t(`errors.${problem.code}`, values);
}

/** The refusals that name a row of the price table. */
export const ROW_REFUSALS = [
  'STORE_PRICE_BELOW_ZERO',
  'STORE_PRICE_MIN_QUANTITY_BELOW_ONE',
  'STORE_PRICE_SPEC_UNKNOWN',
  'STORE_PRICE_DUPLICATE',
] as const;

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The row a refusal of the server names, read from its message by the catalogue's own template
 * ('Prijsregel {{row}}: …'), or null. The server carries the row only in its message.
 */
export function rowOfRefusal(code: string, message: string): number | null {
  if (!(ROW_REFUSALS as readonly string[]).includes(code)) return null;
  const template: string = errors[code as (typeof ROW_REFUSALS)[number]];
  const pattern = escaped(template)
    .replace(/\{\{row\}\}/, '(\\d+)')
    .replace(/\{\{\w+\}\}/g, '.+?');
  const match = new RegExp(`^${pattern}$`).exec(message);
  return match ? Number(match[1]) : null;
}
