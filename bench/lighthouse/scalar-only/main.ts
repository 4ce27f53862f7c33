// The API page's viewer alone, for the Lighthouse benchmark (bench/lighthouse/benchmark.mjs
// --scalar-only): an empty page that fetches the same OpenAPI document and mounts Scalar with the
// portal's own configuration, built by the same Vite. What it scores is what the viewer costs by
// itself: the floor under the portal's API page (decision 0117).
import '@scalar/api-reference/style.css';
import '../../../apps/web/src/features/content/components/scalar-viewer.css';
import { createApiReference } from '@scalar/api-reference';
import type { TFunction } from 'i18next';
import { scalarConfiguration } from '../../../apps/web/src/features/content/utils/scalar-configuration';

// The texts do not change what is measured: the keys stand in for them.
const t = ((key: string) => key) as unknown as TFunction;

async function mount(): Promise<void> {
  const document = (await (await fetch('/openapi.json')).json()) as Record<string, unknown>;
  const element = window.document.getElementById('viewer');
  if (element) createApiReference(element, scalarConfiguration(document, t));
}

void mount();
