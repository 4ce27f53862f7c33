import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { DomainRestriction } from '@portal/shared/schemas/account';
import { useTranslation } from 'react-i18next';
import { Notice } from './notice';
import '../texts';

/** Only web addresses may become the button's link. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A restricted e-mail domain (spec 01 section 6): its title and message, and a button to where to go instead. */
export function DomainRestrictionNotice({ restriction }: { restriction: DomainRestriction }) {
  const { t } = useTranslation();
  const href = restriction.btnUrl ? safeUrl(restriction.btnUrl) : null;
  return (
    <Notice tone="warning" name="domain-restriction" title={restriction.title || undefined}>
      {restriction.message && <Text size="sm">{restriction.message}</Text>}
      {href && restriction.btnLabel && (
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          mt="sm"
          size="sm"
          color="orange"
        >
          {restriction.btnLabel}
          <VisuallyHidden> {t('accounts.restriction.opensInNewTab')}</VisuallyHidden>
        </Button>
      )}
    </Notice>
  );
}
