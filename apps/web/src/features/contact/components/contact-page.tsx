import { Anchor, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentArticle } from '../../../components/content-article';
import { PageHead } from '../../../components/page-head';
import { RichText } from '../../../components/rich-text';
import { useSite } from '../../../lib/site-context';
import { ContactForm } from './contact-form';
import '../texts';

/** /contact: the page text, the direct contact details and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const { support, company, locations } = useSite();

  return (
    <>
      <PageHead title={t('contentPages.contact.title')} description={t('contentPages.contact.description')} />
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
        <section aria-labelledby="contact-locations" className="contact-locations">
          <Title order={2} id="contact-locations" fz="1.375rem" mb="sm">
            {t('contact.locationsHeading')}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2 }}
            spacing="md"
            className="contact-locations__list"
          >
            {locations.map((location) => (
              <li key={location.name}>
                <Text fw={700}>{location.name}</Text>
                <Text size="sm">{location.street}</Text>
                <Text size="sm">
                  {location.zipCode} {location.city}
                </Text>
                <Anchor size="sm" href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
                  {location.phone}
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
          <Text size="sm" c="gray.7" mt="md">
            {t('contact.companyLine', { name: company.legalName, kvk: company.kvk, vat: company.vat })}
          </Text>
        </section>
        <div className="contact-form-section">
          <ContactForm />
        </div>
      </ContentArticle>
    </>
  );
}
