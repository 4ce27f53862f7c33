import { Anchor, Button, CloseButton, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
 * The consent question (spec 01 section 4): shown while no choice is stored, and again when
 * the visitor opens the cookie settings. 'allowed' starts the tag manager, 'denied' keeps
 * only the essential cookies. A bar at the bottom that leaves the page usable, not a blocking
 * dialog (issue 10, decision 0033): nothing but essential cookies is set before a choice.
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

  // Keyboard users who open the settings land in the bar; on a first visit it waits its turn.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (settingsOpen) heading.current?.focus();
  }, [settingsOpen]);

  if (!opened) return null;
  return (
    <section className="cookie-bar" aria-labelledby="cookie-bar-title" data-cookie-bar>
      <Paper shadow="lg" radius="md" withBorder p="md" className="cookie-bar__panel">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title
            order={2}
            id="cookie-bar-title"
            fz="lg"
            ref={heading}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {t('cookies.title')}
          </Title>
          {canDismiss && <CloseButton onClick={closeCookieSettings} aria-label={t('common.close')} />}
        </Group>
        <Stack gap="xs" mt={4}>
          <Text size="sm">{t('cookies.text')}</Text>
          <Text size="sm">
            {t('cookies.changeLater')}{' '}
            {/* Underlined: in a theme whose colour is close to the text's, colour alone does not
                tell the link from the sentence (axe: link-in-text-block). */}
            <Anchor component={Link} to={to('cookiePolicy')} onClick={closeCookieSettings} underline="always">
              {t('cookies.policyLink')}
            </Anchor>
          </Text>
          {choice && (
            <Text size="sm" c="gray.7">
              {t(choice === 'allowed' ? 'cookies.currentAllowed' : 'cookies.currentDenied')}
            </Text>
          )}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm" mt={4}>
            <Button variant="default" onClick={() => saveConsent('denied')}>
              {t('cookies.deny')}
            </Button>
            <Button onClick={() => saveConsent('allowed')}>{t('cookies.allow')}</Button>
          </Flex>
        </Stack>
      </Paper>
    </section>
  );
}
