import { shellTexts } from '@portal/shared/i18n/nl/shell';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next over the shared Dutch catalogue; an English locale can be added beside it. Start-up
 * loads the texts every page may show; the long texts of the content pages come with those
 * pages (addTexts), and the mails are the server's.
 */
export async function initI18n(brand: string, support: { email: string; phone: string }): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'nl',
    fallbackLng: 'nl',
    resources: {
      nl: {
        translation: { ...Object.assign({}, ...added), ...shellTexts },
      },
    },
    interpolation: {
      escapeValue: false, // React escapes.
      defaultVariables: { brand, supportEmail: support.email, supportPhone: support.phone },
    },
    returnNull: false,
    showSupportNotice: false,
  });
}

/** Texts added before i18next started (a module imported early, as in tests); start-up takes them in. */
const added: Record<string, unknown>[] = [];

/** Adds a part of the catalogue that a lazily loaded route brings with it. */
export function addTexts(texts: Record<string, unknown>): void {
  if (i18next.isInitialized) i18next.addResourceBundle('nl', 'translation', texts, true, false);
  else added.push(texts);
}

export { i18next };
