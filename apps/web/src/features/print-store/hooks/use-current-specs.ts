import { withDefaults } from '@portal/shared/rules/store-pricing';
import type { ChosenSpecs, ProductType } from '@portal/shared/schemas/print-store';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CURRENT_SPECS_PARAM, specsFromQuery, specsToQuery } from '../utils/current-specs';

/**
 * The product's chosen specs, kept in the address (query `currentSpecs`, spec 02 section 2.1) so
 * that a configured product can be shared by its link. Each choice replaces the history entry:
 * the way back leads to the collection, not through every size tried.
 */
export function useCurrentSpecs(type: Pick<ProductType, 'menus'>) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CURRENT_SPECS_PARAM);
  const specs = useMemo(() => withDefaults(type, specsFromQuery(raw, type)), [raw, type]);
  const choose = useCallback(
    (menu: string, value: string) => {
      const next: ChosenSpecs = { ...specs, [menu]: value };
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set(CURRENT_SPECS_PARAM, specsToQuery(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [specs, setParams],
  );
  return { specs, choose };
}
