import { nl } from '@portal/shared/i18n/nl';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next over the shared Dutch catalogue; an English locale can be added beside it. */
export async function initI18n(brand: string, support: { email: string; phone: string }): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'nl',
    fallbackLng: 'nl',
    resources: { nl: { translation: nl } },
    interpolation: {
      escapeValue: false, // React escapes.
      defaultVariables: { brand, supportEmail: support.email, supportPhone: support.phone },
    },
    returnNull: false,
    showSupportNotice: false,
  });
}

export { i18next };
