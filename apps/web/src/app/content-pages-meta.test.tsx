import { getOpenApiDocument } from '@portal/shared/api/system.api';
import { content } from '@portal/shared/i18n/nl/content';
import { contentBodies } from '@portal/shared/i18n/nl/content-bodies';
import { contentPages } from '@portal/shared/i18n/nl/content-pages';
import { type ContentRouteName, contentRoutes, pathTo } from '@portal/shared/routes';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '../features/contact/components/contact-page';
import { ApiDocsPage } from '../features/content/components/api-docs-page';
import { ContentPage, type TextPageName } from '../features/content/components/content-page';
import { fakeServer } from '../testing/fake-server';
import { initTestI18n, renderWithApp, testSite } from '../testing/render-with-app';
// The routes of these pages bring the pages' long texts (not loaded with the home page).
import './routes/api-docs';
import './routes/contact';
import './routes/content';

/**
 * Each of the 17 content pages has its own title (with the brand), description and canonical
 * link, the h1 of the catalogue and its own text (what e2e/content.spec.ts checked per page,
 * without a browser).
 */

const names = Object.keys(contentRoutes) as ContentRouteName[];

function page(name: ContentRouteName) {
  if (name === 'contact') return <ContactPage />;
  if (name === 'api') return <ApiDocsPage />;
  return <ContentPage name={name as TextPageName} />;
}

/** The catalogue text as the visitor reads it, placeholders filled from the site. */
const filled = (text: string) =>
  text
    .replaceAll('{{brand}}', testSite.brand.name)
    .replaceAll('{{supportEmail}}', testSite.support.email)
    .replaceAll('{{supportPhone}}', testSite.support.phone);

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content pages', () => {
  it.each(names)('%s has its own title, description, canonical link and h1', async (name) => {
    // The API page asks for the OpenAPI document; it may stay unanswered here.
    fakeServer().on(getOpenApiDocument, () => new Promise(() => {}));
    const path = pathTo(name, {}, testSite.brand.slug);
    renderWithApp(page(name), { path });
    const texts = { ...content[name], ...contentPages[name] };
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(filled(texts.heading));
    expect(document.title).toBe(filled(texts.title));
    expect(document.title).toContain(testSite.brand.name);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.getAttribute('content'))).toEqual([
      filled(texts.description),
    ]);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect([...canonical].map((link) => link.getAttribute('href'))).toEqual([
      `${window.location.origin}${path}`,
    ]);
    // The page's own text is there: its first paragraph, placeholders filled.
    const firstParagraph = filled(contentBodies[name].split('\n\n')[0]!);
    expect(document.body.textContent).toContain(firstParagraph);
    expect(document.body.innerHTML).not.toContain('{{');
  });
});
