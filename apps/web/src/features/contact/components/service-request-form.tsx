import { type ServiceKey, services } from '@portal/shared/i18n/nl/services';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../../lib/i18n';
import { ContactForm } from './contact-form';

// The services' texts travel with their request form, not with the home page.
addTexts({ services });

/** The contact form as a request for one service: its subject and its question filled in. */
export function ServiceRequestForm({ service }: { service: ServiceKey }) {
  const { t } = useTranslation();
  return (
    <ContactForm
      request={{
        heading: t('services.formHeading'),
        intro: t('services.formIntro'),
        subject: t('services.mailSubject', { service: t(`services.${service}.title`) }),
        message: t(`services.${service}.message`),
      }}
    />
  );
}
