import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_HEIGHT, MOBILE_MAX_WIDTH } from '@portal/shared/constants';

/** Spec 01 section 9: the mobile layout applies below 400 px height or 620 px width. */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px), (max-height: ${MOBILE_MAX_HEIGHT - 0.02}px)`;

export function useMobileLayout(): boolean {
  return useMediaQuery(MOBILE_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
}
