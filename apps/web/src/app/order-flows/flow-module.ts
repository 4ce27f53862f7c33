import type { AppRouteName } from '@portal/shared/routes';
import type { ComponentType } from 'react';

/**
 * A flow's pages (decision 0071): one module per flow, which composes the shared step page, the
 * shared deliver, invoice and confirm steps and its own first step, and names the component of
 * each of its routes.
 */
export type FlowModule = { routes: Partial<Record<AppRouteName, ComponentType>> };
