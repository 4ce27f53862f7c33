import type { SiteResponse } from '@portal/shared/schemas/site';
import { createContext, useContext } from 'react';

export const SiteContext = createContext<SiteResponse | null>(null);

/** Brand, support contact and integrations of this installation, loaded before the first render. */
export function useSite(): SiteResponse {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}
