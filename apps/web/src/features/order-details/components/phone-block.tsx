import { TextInput } from '@mantine/core';
import { PHONE_MAX_LENGTH } from '@portal/shared/constants';
import type { OrderErrorKey } from '@portal/shared/rules/order-completeness';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import '../texts';

/** The field's id: the error list's message links to it. */
export const PHONE_FIELD_ID = 'bestelling-telefoon';

/**
 * Purchasing-portal mode's contact block on the confirm step (spec 02 section 5: a phone number
 * is required; decision 0055): the number the shop calls, since the purchasing system sends no
 * delivery contact. Marked once the customer has left the field.
 */
export function PhoneBlock({
  phone,
  error,
  onChange,
}: {
  phone: string;
  /** The completeness rule's verdict (rules/order-completeness.ts, phoneError). */
  error: OrderErrorKey | undefined;
  onChange: (phone: string) => void;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const message =
    error === 'order.errors.phoneMissing'
      ? t('orderSteps.phone.missing')
      : error
        ? t('orderSteps.phone.invalid')
        : null;
  return (
    <SummaryBlock title={t('orderSteps.phone.heading')} editHref={null} editLabel="">
      <TextInput
        id={PHONE_FIELD_ID}
        type="tel"
        autoComplete="tel"
        required
        label={t('orderSteps.phone.label')}
        description={t('orderSteps.phone.description')}
        value={phone}
        maxLength={PHONE_MAX_LENGTH}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched && message}
      />
    </SummaryBlock>
  );
}
