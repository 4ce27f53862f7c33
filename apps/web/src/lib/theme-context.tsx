import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { createContext, useContext } from 'react';

export const ThemeContext = createContext<ThemeResponse | null>(null);

/** The customer theme in force (null only while the very first theme loads). */
export function useCurrentTheme(): ThemeResponse | null {
  return useContext(ThemeContext);
}
