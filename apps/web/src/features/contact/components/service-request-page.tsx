import { Button, Text } from '@mantine/core';
import type { ServiceKey } from '@portal/shared/i18n/nl/services';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentArticle } from '../../../components/content-article';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { ServiceRequestForm } from './service-request-form';

/**
 * The page of a service whose screens are not built yet: what it will be, and a request form
 * for it that reaches the provider's staff now (issue 10, point 13). Never a bare 'coming soon'.
 */
export function ServiceRequestPage({ service }: { service: ServiceKey }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const title = t(`services.${service}.title`);
  return (
    <div data-service={service}>
      <PageHead title={title} description={t(`services.${service}.intro`)} />
      <ContentArticle heading={title}>
        <Text size="lg" mb="lg">
          {t(`services.${service}.intro`)}
        </Text>
        <div className="contact-form-section">
          <ServiceRequestForm service={service} />
        </div>
        <Button component={Link} to={to('home')} variant="subtle" mt="lg" px={0}>
          {t('services.toHome')}
        </Button>
      </ContentArticle>
    </div>
  );
}
