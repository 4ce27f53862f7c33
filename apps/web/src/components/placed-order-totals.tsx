import { formatPrice } from '@portal/shared/format';
import type { ReactNode } from 'react';

/** The labels of the totals table, in the words of the screen that shows it. */
export type PlacedOrderTotalsTexts = {
  caption: string;
  express: string;
  delivery: string;
  exclVat: string;
  vat: string;
  inclVat: string;
};

type PlacedOrderTotalsProps = {
  totals: { exclVatCents: number; vatCents: number; inclVatCents: number };
  expressSurchargeCents: number;
  /** The delivery charge the server computed (decision 0131); 0 for none. */
  deliveryChargeCents: number;
  texts: PlacedOrderTotalsTexts;
  testId: string;
  /** Shown under the table (e.g. the note on files without a price). */
  children?: ReactNode;
};

/**
 * A placed order's totals as the server computed them: the spoed surcharge and the delivery charge
 * when there are, excl. BTW, BTW and incl. BTW. Shared by My orders and the order desk; a screen that was sent no
 * amounts (null) shows no table at all.
 */
export function PlacedOrderTotals({
  totals,
  expressSurchargeCents,
  deliveryChargeCents,
  texts,
  testId,
  children,
}: PlacedOrderTotalsProps) {
  return (
    <div className="placed-order__totals">
      <table aria-label={texts.caption} data-testid={testId}>
        <tbody>
          {expressSurchargeCents > 0 && (
            <tr>
              <th scope="row">{texts.express}</th>
              <td>{formatPrice(expressSurchargeCents)}</td>
            </tr>
          )}
          {deliveryChargeCents > 0 && (
            <tr>
              <th scope="row">{texts.delivery}</th>
              <td>{formatPrice(deliveryChargeCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{texts.exclVat}</th>
            <td>{formatPrice(totals.exclVatCents)}</td>
          </tr>
          <tr>
            <th scope="row">{texts.vat}</th>
            <td>{formatPrice(totals.vatCents)}</td>
          </tr>
          <tr className="placed-order__grand">
            <th scope="row">{texts.inclVat}</th>
            <td>{formatPrice(totals.inclVatCents)}</td>
          </tr>
        </tbody>
      </table>
      {children}
    </div>
  );
}
