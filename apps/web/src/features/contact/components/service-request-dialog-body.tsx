import { Stack, Text } from '@mantine/core';
import type { ServiceKey } from '@portal/shared/i18n/nl/services';
import { useTranslation } from 'react-i18next';
import { ServiceRequestForm } from './service-request-form';

/** A dialog of a service not built yet (my orders, sharing files): what it will be, and a request now. */
export function ServiceRequestDialogBody({ service }: { service: ServiceKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-service={service}>
      <Text>{t(`services.${service}.intro`)}</Text>
      <ServiceRequestForm service={service} />
    </Stack>
  );
}
