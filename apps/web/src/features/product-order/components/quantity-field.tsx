import { TextInput } from '@mantine/core';
import { MAX_QUANTITY } from '@portal/shared/rules/pricing';
import { quantityOnBlur, quantityWhileTyping } from '@portal/shared/rules/quantity';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = {
  /** Null when the selected files have different quantities: the field starts empty. */
  quantity: number | null;
  minQuantity: number;
  onChange: (quantity: number) => void;
  disabled: boolean;
};

const amount = new Intl.NumberFormat('nl-NL');
const textOf = (quantity: number | null) => (quantity === null ? '' : String(quantity));

/**
 * The number of copies (spec 01 section 5): a usable number applies while typing; leaving the
 * field turns anything else into one, and below the product's minimum into that minimum with the
 * spec's note.
 */
export function QuantityField({ quantity, minQuantity, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(textOf(quantity));
  const [note, setNote] = useState<string | null>(null);
  // The quantity changed elsewhere (another file's choice shown): the field shows it.
  useEffect(() => setText(textOf(quantity)), [quantity]);
  return (
    <TextInput
      label={t('productOrder.quantity')}
      // The note says what happened to the value; it is no error (the value is valid again).
      description={
        note ? (
          <span role="status" className="quantity-field__note">
            {note}
          </span>
        ) : minQuantity > 1 ? (
          t('productOrder.minimumHint', { n: minQuantity })
        ) : undefined
      }
      inputMode="numeric"
      autoComplete="off"
      value={text}
      placeholder={quantity === null ? t('productOrder.quantityDiffers') : undefined}
      w={160}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setNote(null);
        const usable = quantityWhileTyping(next, minQuantity);
        if (usable !== null) onChange(usable);
      }}
      onBlur={() => {
        // Left empty while the files have different quantities: each keeps its own.
        if (quantity === null && text.trim() === '') return;
        const result = quantityOnBlur(text, minQuantity);
        setText(String(result.quantity));
        if (result.raisedToMinimum) setNote(t('productOrder.minimumNote', { n: minQuantity }));
        else if (result.loweredToMaximum)
          setNote(t('productOrder.maximumNote', { n: amount.format(MAX_QUANTITY) }));
        if (result.quantity !== quantity) onChange(result.quantity);
      }}
    />
  );
}
