import type { ReactNode } from 'react';

/**
 * One fact of a placed order (a label and its value) in a `placed-order__facts` list. Shared by My
 * orders and the order desk, which show a placed order in the same styles (placed-order.css).
 */
export function PlacedOrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="placed-order__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Lines of an address as a fact's value, one under the other. */
export function PlacedOrderLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // Address lines may repeat (a name equal to the company); their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index} className="placed-order__address-line">
          {line}
        </span>
      ))}
    </>
  );
}
