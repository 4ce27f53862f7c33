import './content-texts';
import { useMatches } from 'react-router';
import { ContentPage, type TextPageName } from '../../features/content/components/content-page';

/** A static text page; its name comes from the route's handle. */
export function ContentRoute() {
  const handle = useMatches().at(-1)?.handle as { name: TextPageName } | undefined;
  return handle ? <ContentPage name={handle.name} /> : null;
}
