import { ActionIcon, Checkbox, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { CartLine } from '@portal/shared/schemas/cart';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import type { PrintStep } from '../hooks/use-print-step';
import { LineQuantity } from './line-quantity';
import '../texts';

type Props = {
  step: PrintStep;
  showPrices: boolean;
  /** The name of the template a file follows, null when it is 'Op maat'. */
  templateOf: (line: CartLine) => string | null;
  onRemove: (line: CartLine) => Promise<void>;
  /** What the route knows more of a line's file: its preflight at the ordered format. */
  lineNotes?: ((line: CartLine) => ReactNode) | undefined;
};

/**
 * The files in the cart (spec 02 section 2.3): select all and per file, the product and the
 * template it follows, its quantity, the server's price, remove; a change the server refused is
 * said under its file. The total is the sum of the priced lines, excl. BTW.
 */
export function CartFileList({ step, showPrices, templateOf, onRemove, lineNotes }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { lines, selected, productById, problems, saving } = step;
  // A line whose price is hidden ('Prijs op aanvraag') comes without an amount (decision 0098).
  const priced = lines.filter((line) => line.priceCents !== null && !line.priceHidden);
  const total = priced.reduce((sum, line) => sum + (line.priceCents ?? 0), 0);
  const allSelected = lines.length > 0 && lines.every((line) => selected.has(line.fileId));
  const someSelected = lines.some((line) => selected.has(line.fileId));

  const priceText = (line: CartLine) => {
    if (line.priceHidden) return t('printOrder.files.priceOnRequest');
    return line.priceCents === null ? t('printOrder.files.noPrice') : formatPrice(line.priceCents);
  };
  const showsAmount = (line: CartLine) =>
    !saving.has(line.fileId) && line.priceCents !== null && !line.priceHidden;

  return (
    <section className="panel-card print-order__files" aria-labelledby={titleId}>
      <div className="print-order__files-head">
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {t('printOrder.files.heading')}
        </Title>
        <Checkbox
          label={t('printOrder.files.selectAll')}
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={(event) => step.selectAll(event.currentTarget.checked)}
        />
      </div>
      <ul className="print-order__lines">
        {lines.map((line) => {
          const template = templateOf(line);
          const problem = problems[line.fileId];
          const problemId = `${titleId}-${line.fileId}-problem`;
          return (
            <li
              key={line.fileId}
              className="print-order__line"
              data-selected={selected.has(line.fileId) || undefined}
              data-testid="print-order-line"
            >
              <Checkbox
                aria-label={t('printOrder.files.select', { name: line.fileName })}
                checked={selected.has(line.fileId)}
                onChange={(event) => step.toggle(line.fileId, event.currentTarget.checked)}
              />
              <div className="print-order__what">
                <Text size="sm" fw={600} truncate="end" title={line.fileName}>
                  {line.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.productTitle} ·{' '}
                  {template
                    ? t('printOrder.files.followsTemplate', { name: template })
                    : t('printOrder.files.custom')}
                </Text>
                {lineNotes?.(line)}
              </div>
              <LineQuantity
                fileName={line.fileName}
                quantity={line.quantity}
                minQuantity={productById.get(line.productId)?.minQuantity ?? 1}
                disabled={saving.has(line.fileId)}
                onSave={(quantity) => step.setQuantity(line, quantity)}
              />
              {showPrices && (
                <Text
                  size="sm"
                  className="price print-order__price"
                  data-testid="print-order-line-price"
                  data-no-amount={showsAmount(line) ? undefined : true}
                >
                  {saving.has(line.fileId) ? t('printOrder.files.saving') : priceText(line)}
                </Text>
              )}
              <ActionIcon
                variant="subtle"
                color="gray.7"
                aria-label={t('printOrder.files.remove', { name: line.fileName })}
                onClick={async () => {
                  await onRemove(line);
                  // The button is gone with its line: the list's heading keeps the place.
                  heading.current?.focus();
                }}
              >
                <LineIcon size={18}>
                  <path d="M6 6l12 12M18 6L6 18" />
                </LineIcon>
              </ActionIcon>
              {problem && (
                <Text id={problemId} role="alert" size="sm" c="red.8" className="print-order__problem">
                  {line.fileName}: {problem}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      {showPrices && (
        <div className="print-order__total">
          <Text size="sm">
            {t('printOrder.files.total')}{' '}
            <Text span size="xs" c="dimmed">
              {t('printOrder.files.exclVat')}
            </Text>
          </Text>
          <Text fw={700} className="price" data-testid="print-order-total">
            {formatPrice(total)}
          </Text>
        </div>
      )}
      {showPrices && priced.length < lines.length && (
        <Text size="xs" c="dimmed">
          {t('printOrder.files.partlyQuoted')}
        </Text>
      )}
    </section>
  );
}
