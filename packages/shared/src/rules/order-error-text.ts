import type { ThemeSettings } from '../schemas/theme';
import type { OrderErrorKey } from './order-completeness';
import {
  expectedFormat,
  expectedProjectFormat,
  type OrderText,
  projectLabel,
  projectRules,
  referenceLabel,
  referenceRules,
} from './project-reference';

type CustomFields = ThemeSettings['customFields'];

/**
 * An order's step message as the customer reads it, on the invoice step, Controleren and in the
 * server's ORDER_INCOMPLETE alike (issue 32 point 6): the project, the reference and the
 * department by the name the theme gives them (Rivierstad's 'Kostenplaats', never 'project'),
 * with the format a project or reference expects when the theme sets one. A theme that names
 * nothing and sets no format keeps the plain texts ('Het project is nog niet (correct) ingevuld').
 * The rules (order-completeness.ts) answer keys; this gives the key and values to show.
 */
export function orderErrorText(key: OrderErrorKey, customFields: CustomFields): OrderText<OrderErrorKey> {
  if (key === 'order.errors.projectInvalid') {
    const rules = projectRules(customFields.project);
    return named(key, rules.label, expectedProjectFormat(rules), {
      named: 'order.errors.projectInvalidNamed',
      format: 'order.errors.projectInvalidFormat',
      fallbackLabel: projectLabel(rules),
    });
  }
  if (key === 'order.errors.referenceInvalid') {
    const rules = referenceRules(customFields.reference);
    return named(key, rules.label, expectedFormat(rules), {
      named: 'order.errors.referenceInvalidNamed',
      format: 'order.errors.referenceInvalidFormat',
      fallbackLabel: referenceLabel(rules),
    });
  }
  const department = customFields.department?.label;
  if (key === 'order.errors.departmentMissing' && department)
    return { key: 'order.errors.departmentMissingNamed', values: { label: department } };
  return { key };
}

function named(
  plain: OrderErrorKey,
  label: string | null,
  expected: string | null,
  keys: { named: OrderErrorKey; format: OrderErrorKey; fallbackLabel: string },
): OrderText<OrderErrorKey> {
  const shownLabel = label ?? keys.fallbackLabel;
  if (expected) return { key: keys.format, values: { label: shownLabel, expected } };
  return label ? { key: keys.named, values: { label } } : { key: plain };
}
