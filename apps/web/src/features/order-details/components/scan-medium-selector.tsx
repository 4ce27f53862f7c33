import { Checkbox, Fieldset, Stack, Text, TextInput, Title } from '@mantine/core';
import { mediumError } from '@portal/shared/rules/order-completeness';
import type { OrderDetails, ScanArchive, ScanMedium } from '@portal/shared/schemas/order-details';
import { useTranslation } from 'react-i18next';
import { orderDetails } from '../stores/order-details-store';
import '../../../styles/described-orders.css';
import '../job-texts';
import '../texts';

/** Where 'klik hier' of the medium's inline message leads. */
export const MEDIUM_ID = 'scan-medium';

type Choice = 'isArchive' | 'isDisk' | 'isEmail' | 'isOther';

/**
 * How a scan order is delivered (spec 02 sections 2.3, 3 and 4; issue 28 point 4): any of an
 * archive in the file store (its name required, where the originals come from, the folder in
 * it), a USB stick, e-mail and another way described in the instruction. Turning e-mail on fills
 * in the user's address; turning it off clears it (spec 02 section 4).
 */
export function ScanMediumSelector({
  details,
  userEmail,
}: {
  details: Pick<OrderDetails, 'orderType' | 'medium' | 'archive'>;
  userEmail: string;
}) {
  const { t } = useTranslation();
  const { medium, archive } = details;
  const error = mediumError(details);
  const setMedium = (patch: Partial<ScanMedium>) =>
    orderDetails.update((current) => ({ medium: { ...current.medium, ...patch } }));
  const setArchive = (patch: Partial<ScanArchive>) =>
    orderDetails.update((current) => ({ archive: { ...current.archive, ...patch } }));
  const toggle = (choice: Choice, on: boolean) =>
    setMedium(choice === 'isEmail' ? { isEmail: on, emailAddress: on ? userEmail : '' } : { [choice]: on });
  const box = (choice: Choice, label: string) => (
    <Checkbox
      label={label}
      checked={medium[choice]}
      onChange={(event) => toggle(choice, event.currentTarget.checked)}
    />
  );

  return (
    <Fieldset
      id={MEDIUM_ID}
      legend={
        <Title order={2} size="h4">
          {t('describedOrders.medium.heading')}
        </Title>
      }
      variant="unstyled"
      className="scan-medium"
      data-testid="scan-medium"
    >
      <Text size="sm" c="gray.7" mb="sm">
        {t('describedOrders.medium.hint')}
      </Text>
      <Stack gap="sm">
        {box('isArchive', t('describedOrders.medium.archive'))}
        {medium.isArchive && (
          <Stack gap="xs" className="scan-medium__details">
            <TextInput
              label={t('describedOrders.medium.archiveName')}
              required
              maxLength={100}
              value={archive.name}
              error={error === 'order.errors.archiveNameMissing' ? t(error) : undefined}
              onChange={(event) => setArchive({ name: event.currentTarget.value })}
            />
            <TextInput
              label={t('describedOrders.medium.archiveLocation')}
              description={t('describedOrders.medium.archiveLocationHint')}
              maxLength={200}
              value={archive.location}
              onChange={(event) => setArchive({ location: event.currentTarget.value })}
            />
            <TextInput
              label={t('describedOrders.medium.archiveFolder')}
              maxLength={200}
              value={archive.parentFolder}
              onChange={(event) => setArchive({ parentFolder: event.currentTarget.value })}
            />
          </Stack>
        )}
        {box('isDisk', t('describedOrders.medium.disk'))}
        {box('isEmail', t('describedOrders.medium.email'))}
        {medium.isEmail && (
          <Stack gap="xs" className="scan-medium__details">
            <TextInput
              type="email"
              label={t('describedOrders.medium.emailAddress')}
              required
              maxLength={128}
              autoComplete="email"
              value={medium.emailAddress}
              error={error === 'order.errors.emailInvalid' ? t(error) : undefined}
              onChange={(event) => setMedium({ emailAddress: event.currentTarget.value })}
            />
          </Stack>
        )}
        {box('isOther', t('describedOrders.medium.other'))}
      </Stack>
    </Fieldset>
  );
}
