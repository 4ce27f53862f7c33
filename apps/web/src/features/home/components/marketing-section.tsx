import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';

/** The provider's own "for whom" content under the globe; only the default theme shows it. */
export function MarketingSection() {
  const { t } = useTranslation();
  return (
    <section id="voor-wie" className="home-marketing" aria-labelledby="voor-wie-title">
      <Container size={960}>
        <Title order={2} id="voor-wie-title" className="home-marketing__title">
          {t('content.marketing.heading')}
        </Title>
        <div className="home-marketing__body">
          <RichText source={t('content.marketing.body')} headingOrder={3} />
        </div>
      </Container>
    </section>
  );
}
