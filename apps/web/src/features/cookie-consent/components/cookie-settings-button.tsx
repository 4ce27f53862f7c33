import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openCookieSettings } from '../stores/consent-store';

/** 'Cookie-instellingen': reopens the consent dialog so an earlier choice can be changed. */
export function CookieSettingsButton(props: Omit<AnchorProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Anchor component="button" type="button" size="sm" {...props} onClick={openCookieSettings}>
      {t('cookies.settings')}
    </Anchor>
  );
}
