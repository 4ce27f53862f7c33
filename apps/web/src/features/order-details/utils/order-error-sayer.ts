import type { OrderErrorKey } from '@portal/shared/rules/order-completeness';
import { orderErrorText } from '@portal/shared/rules/order-error-text';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { TFunction } from 'i18next';

/**
 * How a step message reads under a theme (issue 32 point 6): the project, reference and
 * department by the theme's names, with the formats it expects, as the server says them too.
 */
export function orderErrorSayer(
  t: TFunction,
  customFields: ThemeSettings['customFields'],
): (key: OrderErrorKey) => string {
  return (key) => {
    const text = orderErrorText(key, customFields);
    return t(text.key, text.values);
  };
}
