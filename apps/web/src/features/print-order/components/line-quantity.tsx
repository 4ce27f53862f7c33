import { TextInput } from '@mantine/core';
import { MAX_QUANTITY } from '@portal/shared/rules/pricing';
import { quantityOnBlur } from '@portal/shared/rules/quantity';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = {
  fileName: string;
  quantity: number;
  minQuantity: number;
  disabled: boolean;
  /** A changed quantity to save (the server prices it again); false when the server refused it. */
  onSave: (quantity: number) => Promise<boolean>;
};

const amount = new Intl.NumberFormat('nl-NL');

/**
 * A file's number of copies in the print step, by the product order screen's rule (spec 01
 * section 5, rules/quantity.ts): leaving the field, or Enter, turns anything unusable into one,
 * below the product's minimum into that minimum, above the most the portal prices into that
 * most, with the same notes. Each change is a call to the server, so it is saved then, not at
 * every keystroke.
 */
export function LineQuantity({ fileName, quantity, minQuantity, disabled, onSave }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(quantity));
  const [note, setNote] = useState<string | null>(null);
  // Enter and then leaving the field save once.
  const submitted = useRef<number | null>(null);
  // The server's quantity (after a save or a template) is what the field shows.
  useEffect(() => {
    submitted.current = null;
    setText(String(quantity));
  }, [quantity]);

  const commit = () => {
    const result = quantityOnBlur(text, minQuantity);
    setText(String(result.quantity));
    if (result.raisedToMinimum) setNote(t('printOrder.files.minimumNote', { n: minQuantity }));
    else if (result.loweredToMaximum)
      setNote(t('printOrder.files.maximumNote', { n: amount.format(MAX_QUANTITY) }));
    if (result.quantity === quantity || result.quantity === submitted.current) return;
    submitted.current = result.quantity;
    void onSave(result.quantity).then((saved) => {
      // Refused (the row says why): the field shows the quantity the file still has.
      if (saved) return;
      submitted.current = null;
      setText(String(quantity));
    });
  };

  return (
    <TextInput
      className="print-order__quantity"
      label={t('printOrder.files.quantity')}
      aria-label={t('printOrder.files.quantityOf', { name: fileName })}
      description={
        note ? (
          <span role="status" className="quantity-field__note">
            {note}
          </span>
        ) : undefined
      }
      inputMode="numeric"
      autoComplete="off"
      size="xs"
      w={96}
      value={text}
      disabled={disabled}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setNote(null);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
