import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useSite } from '../../../lib/site-context';
import { Notice } from './notice';
import '../texts';

/** The problem notice for a failed connection (spec 01 section 8): the support address and the contact form. */
export function NetworkProblem() {
  const { t } = useTranslation();
  const { support } = useSite();
  const to = useRoutePath();
  return (
    <Notice tone="error" name="network-problem">
      <Text size="sm">{t('accounts.networkProblem', { supportEmail: support.email })}</Text>
      <Text size="sm" mt={6}>
        <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
        {' · '}
        <Anchor component={Link} to={to('contact')}>
          {t('accounts.toContactForm')}
        </Anchor>
      </Text>
    </Notice>
  );
}
