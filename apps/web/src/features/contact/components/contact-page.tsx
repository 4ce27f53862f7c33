import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentArticle } from '../../../components/content-article';
import { PageHead } from '../../../components/page-head';
import { RichText } from '../../../components/rich-text';
import { useSite } from '../../../lib/site-context';
import { ContactForm } from './contact-form';

/** /contact: the page text, the direct contact details and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const { support } = useSite();

  return (
    <>
      <PageHead title={t('content.contact.title')} description={t('content.contact.description')} />
      <ContentArticle heading={t('content.contact.heading')}>
        <div className="content-body">
          <RichText source={t('contentBodies.contact')} />
        </div>
        <Group component="dl" className="contact-details" gap="xl">
          <div>
            <Text component="dt" size="sm" c="gray.7">
              {t('contact.emailLabel')}
            </Text>
            <Text component="dd" fw={600}>
              <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="gray.7">
              {t('contact.phoneLabel')}
            </Text>
            <Text component="dd" fw={600}>
              <Anchor href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Anchor>
            </Text>
          </div>
        </Group>
        <div className="contact-form-section">
          <ContactForm />
        </div>
      </ContentArticle>
    </>
  );
}
