import {
  type AppRouteName,
  appRoutes,
  type ContentRouteName,
  contentRoutes,
  routePattern,
} from '@portal/shared/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ContactPage } from '../features/contact/contact-page';
import { ApiDocsPage } from '../features/content/api-docs-page';
import { ContentPage } from '../features/content/content-page';
import { HomePage } from '../features/home/home-page';
import { ComingSoonPage, ErrorPage, NotFoundPage } from './fallback-pages';
import { Shell } from './shell';

function contentElement(name: ContentRouteName) {
  if (name === 'contact') return <ContactPage />;
  if (name === 'api') return <ApiDocsPage />;
  return <ContentPage name={name} />;
}

function appElement(name: AppRouteName) {
  if (name === 'home') return <HomePage />;
  // Order flows, print store and file store arrive in later issues; their routes exist now.
  return <ComingSoonPage name={name} />;
}

/** Every route of both specification documents, named, under one shell. */
export function createRoutes(brandSlug: string): RouteObject[] {
  const content = (Object.keys(contentRoutes) as ContentRouteName[]).map((name) => ({
    path: routePattern(name, brandSlug),
    element: contentElement(name),
    handle: { name },
  }));
  const app = (Object.keys(appRoutes) as AppRouteName[]).map((name) => ({
    path: routePattern(name, brandSlug),
    element: appElement(name),
    handle: { name },
  }));
  return [
    {
      element: <Shell />,
      errorElement: <ErrorPage />,
      children: [...content, ...app, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export function createRouter(brandSlug: string) {
  return createBrowserRouter(createRoutes(brandSlug));
}
