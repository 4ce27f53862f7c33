import { useParams } from 'react-router';
import { SharedFilesPage } from '../../features/shares/components/shared-files-page';

/** /gedeeld/{token}: what staff shared with the visitor (issue 31 point 6); no login. */
export function SharedFilesRoute() {
  const { token = '' } = useParams();
  return <SharedFilesPage key={token} token={token} />;
}
