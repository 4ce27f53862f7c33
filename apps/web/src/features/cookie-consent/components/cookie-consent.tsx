import { Anchor, Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useSite } from '../../../lib/site-context';
import {
  closeCookieSettings,
  removeNonEssentialCookies,
  saveConsent,
  useConsent,
} from '../stores/consent-store';
import { loadTagManager } from '../utils/tag-manager';

/**
 * The consent dialog (spec 01 section 4): shown while no choice is stored, and again when
 * the visitor opens the cookie settings. 'allowed' starts the tag manager, 'denied' keeps
 * only the essential cookies.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const { tagManagerId } = useSite();
  const to = useRoutePath();
  const { pathname } = useLocation();
  const { choice, settingsOpen } = useConsent();

  useEffect(() => {
    if (choice === 'allowed') loadTagManager(tagManagerId);
    // Also on every later visit: cookies set by anything since then do not survive a refusal.
    if (choice === 'denied') removeNonEssentialCookies();
  }, [choice, tagManagerId]);

  // The policy pages stay readable before choosing; every other page asks.
  const onPolicyPage = pathname === to('cookiePolicy') || pathname === to('privacy');
  const opened = settingsOpen || (choice === null && !onPolicyPage);
  const canDismiss = choice !== null;

  return (
    <Modal
      opened={opened}
      onClose={closeCookieSettings}
      title={t('cookies.title')}
      closeOnClickOutside={false}
      closeOnEscape={canDismiss}
      withCloseButton={canDismiss}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      size="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Focus starts on the text, not on a choice or the link, so nothing is preselected. */}
      <Stack gap="sm" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
        <Text>{t('cookies.text')}</Text>
        <Text size="sm">
          {t('cookies.changeLater')}{' '}
          <Anchor component={Link} to={to('cookiePolicy')} onClick={closeCookieSettings}>
            {t('cookies.policyLink')}
          </Anchor>
        </Text>
        {choice && (
          <Text size="sm" c="gray.7">
            {t(choice === 'allowed' ? 'cookies.currentAllowed' : 'cookies.currentDenied')}
          </Text>
        )}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={() => saveConsent('denied')}>
            {t('cookies.deny')}
          </Button>
          <Button onClick={() => saveConsent('allowed')}>{t('cookies.allow')}</Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
