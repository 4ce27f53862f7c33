import { Radio, Stack, Text } from '@mantine/core';
import { formatDutchZipCode, type PostcodeAddress } from '@portal/shared/schemas/postcode';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { additionOf } from '../api/postcode';
import type { LookupState } from '../hooks/use-postcode-lookup';
import '../texts';

/** What the lookup found, said where the customer looks: under zip code and number. */
export function PostcodeLookupMessage({
  state,
  onChoose,
}: {
  state: LookupState;
  onChoose: (address: PostcodeAddress) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  if (state.kind === 'busy')
    return (
      <Text size="sm" c="gray.7" role="status">
        {t('orderSteps.addressForm.lookupBusy')}
      </Text>
    );
  if (state.kind === 'notFound')
    return (
      <Text size="sm" c="red.8" role="status" data-lookup="not-found">
        {t('orderSteps.addressForm.lookupFailed')}
      </Text>
    );
  if (state.kind === 'unavailable')
    return (
      <Text size="sm" c="gray.7" role="status" data-lookup="unavailable">
        {t('orderSteps.addressForm.lookupUnavailable')}
      </Text>
    );
  if (state.kind !== 'choose') return null;
  const label = (address: PostcodeAddress) =>
    `${address.street} ${address.houseNumber}${additionOf(address) ? ` ${additionOf(address)}` : ''}, ${formatDutchZipCode(address.zipCode.replace(' ', ''))} ${address.city}`;
  return (
    <Radio.Group
      label={t('orderSteps.addressForm.chooseAddress')}
      value={chosen}
      onChange={(value) => {
        setChosen(value);
        const address = state.addresses[Number(value)];
        if (address) onChoose(address);
      }}
    >
      <Stack gap={6} mt={6}>
        {state.addresses.map((address, index) => (
          <Radio key={label(address)} value={String(index)} label={label(address)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
