import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The way in beside 'Bestanden toevoegen' (the file list, the empty product order screen). */
export function FromFilestoreButton({
  onOpen,
  fullWidth = false,
}: {
  onOpen: () => void;
  /** In the file list, across it under 'Bestanden toevoegen'; elsewhere a second button beside the first. */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button variant={fullWidth ? 'subtle' : 'default'} radius="md" fullWidth={fullWidth} onClick={onOpen}>
      {t('home.fromFilestore')}
    </Button>
  );
}
