import '@scalar/api-reference/style.css';
import './scalar-viewer.css';
import { createApiReference } from '@scalar/api-reference';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scalarConfiguration } from '../utils/scalar-configuration';

/**
 * Scalar's API reference (Vue inside, mounted on one element), loaded only on the API page.
 * It is given the document the page already fetched, so it fetches nothing itself.
 */
export function ScalarViewer({ document }: { document: Record<string, unknown> }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const instance = createApiReference(element.current, scalarConfiguration(document, t));
    return () => instance.destroy();
  }, [document, t]);
  return <div ref={element} className="api-viewer" />;
}
