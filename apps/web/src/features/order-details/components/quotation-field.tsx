import { Checkbox, Stack, TextInput } from '@mantine/core';
import { QUOTATION_NUMBER_LENGTH } from '@portal/shared/constants';
import { checkQuotationNumber } from '@portal/shared/rules/quotation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

type QuotationFieldProps = {
  id: string;
  /** null: 'Order n.a.v. offerteaanvraag' is not ticked; otherwise the number as typed. */
  quotationNo: string | null;
  revealed: boolean;
  /** Given by the order (an answered quote being ordered): shown ticked, not to be changed. */
  fixed?: boolean;
  onChange: (quotationNo: string | null) => void;
};

/**
 * 'Order n.a.v. offerteaanvraag' (spec 02 section 5, spec 01 section 5): ticked, the order names
 * the quote it follows with a number of exactly 7 characters, which the order's instruction
 * then carries as 'Offertenummer'.
 */
export function QuotationField({ id, quotationNo, revealed, fixed = false, onChange }: QuotationFieldProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const ticked = quotationNo !== null;
  const check = checkQuotationNumber(ticked, quotationNo);
  return (
    <Stack gap="xs" className="quotation-field">
      <Checkbox
        label={t('order.quotation.checkbox')}
        checked={ticked}
        disabled={fixed}
        // Given, not unavailable: the label stays as legible as the fields around it.
        styles={fixed ? { label: { color: 'var(--mantine-color-text)', cursor: 'default' } } : undefined}
        onChange={(event) => {
          setTouched(false);
          onChange(event.currentTarget.checked ? '' : null);
        }}
      />
      {ticked && (
        <TextInput
          id={id}
          label={t('order.quotation.label')}
          description={t(fixed ? 'invoiceStep.quotation.fixed' : 'invoiceStep.quotation.description')}
          required={!fixed}
          maxLength={QUOTATION_NUMBER_LENGTH}
          value={quotationNo}
          readOnly={fixed}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={(touched || revealed) && check.message ? t(check.message.key) : undefined}
          autoComplete="off"
          className="quotation-field__input"
        />
      )}
    </Stack>
  );
}
