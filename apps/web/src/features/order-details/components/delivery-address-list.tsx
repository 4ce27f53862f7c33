import { Badge, Button, Group, Modal, Radio, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { ADDRESS_SEARCH_THRESHOLD } from '@portal/shared/constants';
import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, matchesSearch } from '../utils/order-address';
import { DeliveryAddressForm } from './delivery-address-form';
import '../texts';

type DeliveryAddressListProps = {
  addresses: readonly StoredDeliveryAddress[];
  mayAdd: boolean;
  chosenId: string | null;
  onChoose: (address: StoredDeliveryAddress) => void;
  onDeleted: (id: string) => void;
  departmentRequired: boolean;
  departmentLabel: string | null;
  /** The radio group's name for screen readers (by default 'Bezorgadres'). */
  label?: string;
};

/**
 * The user's delivery addresses (spec 02 section 2.3): one radio group, a search field above
 * more than five, 'De lijst is nog leeg' when there are none; 'Bewerken' for the chosen address
 * when the theme allows editing, 'Nieuw' when it allows adding. A saved address is chosen.
 */
export function DeliveryAddressList({
  addresses,
  mayAdd,
  chosenId,
  onChoose,
  onDeleted,
  departmentRequired,
  departmentLabel,
  label,
}: DeliveryAddressListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<StoredDeliveryAddress | 'new' | null>(null);
  const shown = search.trim() ? addresses.filter((address) => matchesSearch(address, search)) : addresses;
  const chosen = addresses.find((address) => address.id === chosenId) ?? null;

  return (
    <Stack gap="sm">
      {addresses.length > ADDRESS_SEARCH_THRESHOLD && (
        <TextInput
          type="search"
          label={t('orderSteps.deliver.searchLabel')}
          placeholder={t('orderSteps.deliver.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {addresses.length === 0 ? (
        <Text c="gray.7" data-empty="addresses">
          {t('order.emptyList')}
        </Text>
      ) : shown.length === 0 ? (
        <Text c="gray.7" role="status">
          {t('orderSteps.deliver.noMatch')}
        </Text>
      ) : (
        <Radio.Group
          // The section's heading says it already; screen readers still hear the group's name.
          label={<VisuallyHidden>{label ?? t('orderSteps.deliver.addressHeading')}</VisuallyHidden>}
          value={chosenId}
          onChange={(id) => {
            const address = addresses.find((candidate) => candidate.id === id);
            if (address) onChoose(address);
          }}
        >
          <Stack gap="xs" mt="xs" className="address-list">
            {shown.map((address) => (
              <Radio.Card key={address.id} value={address.id} radius="md" className="address-card">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={3} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {address.company}
                      {address.department ? ` · ${address.department}` : ''}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {address.name ? `t.a.v. ${address.name}, ` : ''}
                      {addressLine(address)}
                    </Text>
                    <Group gap={4} mt={4}>
                      {address.isDefault && (
                        <Badge size="xs" variant="outline">
                          {t('addressBook.defaultBadge')}
                        </Badge>
                      )}
                      {address.isConstructionSite && (
                        <Badge size="xs" variant="light">
                          {t('orderSteps.deliver.constructionSite')}
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group gap="xs">
        {chosen?.isEditable && (
          <Button variant="default" onClick={() => setEditing(chosen)}>
            {t('orderSteps.deliver.edit')}
          </Button>
        )}
        {mayAdd && (
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('orderSteps.deliver.add')}
          </Button>
        )}
      </Group>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' ? t('orderSteps.addressForm.titleNew') : t('orderSteps.addressForm.titleEdit')
        }
        size={480}
      >
        {editing !== null && (
          <DeliveryAddressForm
            address={editing === 'new' ? null : editing}
            departmentRequired={departmentRequired}
            departmentLabel={departmentLabel}
            onSaved={(saved) => {
              setEditing(null);
              onChoose(saved);
            }}
            onDeleted={(id) => {
              setEditing(null);
              onDeleted(id);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
