import { type RouteName, type Section, sectionOf } from '@portal/shared/routes';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

type RouteHandle = { name?: RouteName };

/** The section of the current page, for styling and later for guards (spec 02 section 2.1). */
export function useCurrentSection(): Section | 'notFound' {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name;
  return name ? sectionOf(name) : 'notFound';
}

/** Each navigation scrolls to the top, or to the element named by the hash, and sets the section. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const section = useCurrentSection();

  useEffect(() => {
    document.body.dataset.section = section;
  }, [section]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new path scrolls, even when the hash is unchanged.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
    // The target may render a moment after the route does.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.hash]);
}
