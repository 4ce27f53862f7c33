import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOldBrowser } from '../utils/old-browser';
import '../texts';

/**
 * The spec's old-browser warning, for a browser that claims to be Internet Explorer but
 * still runs this bundle. A real Internet Explorer never gets here: public/old-browser.js
 * reveals the static notice in index.html instead.
 */
export function OldBrowserWarning() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => isOldBrowser(navigator.userAgent));
  const close = () => setOpened(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialogs.oldBrowserTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      zIndex={400}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{t('dialogs.oldBrowserText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{t('common.understood')}</Button>
      </Group>
    </Modal>
  );
}
