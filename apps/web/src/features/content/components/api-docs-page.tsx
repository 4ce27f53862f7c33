import { useTranslation } from 'react-i18next';
import { ContentArticle } from '../../../components/content-article';
import { PageHead } from '../../../components/page-head';
import { RichText } from '../../../components/rich-text';
import { ApiReference } from './api-reference';

/** /{brand}-api: what the API is for, then the reference generated from the OpenAPI document. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  return (
    <ContentArticle heading={t('content.api.heading')} wide>
      <PageHead title={t('contentPages.api.title')} description={t('contentPages.api.description')} />
      <div className="content-body">
        <RichText source={t('contentBodies.api')} />
      </div>
      <ApiReference />
    </ContentArticle>
  );
}
