import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ContentRouteName } from '@portal/shared/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useSite } from '../../../lib/site-context';
import '../../../styles/content.css';

/** The content pages of spec 02 section 2.1, grouped as a visitor looks for them. */
const LINK_GROUPS = [
  {
    key: 'services',
    links: [
      'whatWeDo',
      'outsourcePrinting',
      'tenderPrinting',
      'securedPrinting',
      'digitising',
      'howWeWork',
      'sustainability',
    ],
  },
  { key: 'company', links: ['about', 'careers', 'faq', 'contact', 'api'] },
  { key: 'legal', links: ['deliveryTerms', 'cookiePolicy', 'privacy'] },
] as const satisfies readonly { key: string; links: readonly ContentRouteName[] }[];

/**
 * Links to every content page, the support contact and the copyright line, under every page.
 * `cookieSettings` is the slot for the cookie-consent feature's 'Cookie-instellingen' button;
 * the shell passes it in, since one feature never imports another.
 */
export function SiteFooter({ cookieSettings }: { cookieSettings?: ReactNode } = {}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { brand, support } = useSite();

  return (
    <footer className="site-footer">
      <Container size="lg">
        <div className="site-footer-grid">
          {LINK_GROUPS.map((group) => (
            <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
              <h2 id={`footer-${group.key}`} className="site-footer-heading">
                {t(`content.footer.${group.key}`)}
              </h2>
              <ul>
                {group.links.map((name) => (
                  <li key={name}>
                    <Anchor component={Link} to={to(name)} className="site-footer-link">
                      {t(`content.${name}.heading`)}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="site-footer-contact">
            <h2 className="site-footer-heading">{t('content.footer.contactHeading')}</h2>
            <ul>
              <li>
                <Anchor href={`mailto:${support.email}`} className="site-footer-link">
                  {support.email}
                </Anchor>
              </li>
              <li>
                <Anchor href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} className="site-footer-link">
                  {support.phone}
                </Anchor>
              </li>
              <li>
                <Text size="sm" c="gray.7">
                  {t('content.footer.contactText')}
                </Text>
              </li>
            </ul>
          </div>
        </div>
        <Group className="site-footer-bottom" justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            {t('content.footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
          </Text>
          {/* Cookie-settings slot: the cookie-consent feature's 'Cookie-instellingen' button. */}
          {cookieSettings}
        </Group>
      </Container>
    </footer>
  );
}
