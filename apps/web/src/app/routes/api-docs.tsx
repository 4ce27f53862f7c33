import './content-texts';

export { ApiDocsPage as ApiDocsRoute } from '../../features/content/components/api-docs-page';
