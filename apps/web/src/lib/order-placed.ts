import { createContext, useContext, useEffect } from 'react';

/**
 * The step page around a confirm step learns that its order was placed (the confirm step is a
 * feature's, the step page the app's). Placed, the flow has emptied its order details: the
 * stepper's marks would then mark every step as incomplete behind the thanks dialog.
 */
export const OrderPlacedContext = createContext<((placed: boolean) => void) | null>(null);

/** Tells the step page around whether the order shown here was placed. */
export function useReportPlaced(placed: boolean): void {
  const report = useContext(OrderPlacedContext);
  useEffect(() => {
    report?.(placed);
  }, [report, placed]);
}
