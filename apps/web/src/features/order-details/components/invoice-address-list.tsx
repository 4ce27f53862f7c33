import { Button, Group, Radio, Text } from '@mantine/core';
import type { InvoiceAddressList, StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionStatus } from '../hooks/use-action-status';
import { cityLine, streetLine } from '../utils/order-address';
import { ActionStatusLine } from './action-status-line';
import '../texts';

type InvoiceAddressListProps = {
  id: string;
  list: InvoiceAddressList;
  chosenId: string | null;
  onChoose: (address: StoredInvoiceAddress) => void;
  onAdd: () => void;
  onEdit: (address: StoredInvoiceAddress) => void;
  onDelete: (address: StoredInvoiceAddress) => Promise<void>;
  onChangeRequest: (address: StoredInvoiceAddress) => void;
};

/**
 * The customer numbers the order can be invoiced to (spec 02 sections 2.3 and 4): a radio group
 * of cards, so the arrow keys move through it. A customer number's data are changed by request
 * ('Wijziging doorgeven'); only the user's own new-customer address can be edited or removed.
 * The card's buttons sit beside its radio, not inside its label.
 */
export function InvoiceAddressListView({
  id,
  list,
  chosenId,
  onChoose,
  onAdd,
  onEdit,
  onDelete,
  onChangeRequest,
}: InvoiceAddressListProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, status, run } = useActionStatus(t('invoiceStep.failed'));

  const remove = (address: StoredInvoiceAddress) =>
    run(async () => {
      await onDelete(address);
      setConfirming(null);
    }, t('invoiceStep.customers.deleted'));

  const { addresses, mayAdd } = list;
  return (
    <div className="invoice-addresses">
      <Radio.Group
        id={id}
        label={t('invoiceStep.customers.legend')}
        description={addresses.length > 1 ? t('invoiceStep.customers.hint') : undefined}
        value={chosenId}
        onChange={(value) => {
          const address = addresses.find((candidate) => candidate.id === value);
          if (address) onChoose(address);
        }}
      >
        {addresses.length === 0 ? (
          <div className="invoice-addresses__empty">
            <Text fw={600}>{t('order.emptyList')}</Text>
            <Text size="sm" c="gray.7">
              {mayAdd ? t('invoiceStep.customers.emptyHint') : t('invoiceStep.customers.emptyNoAdd')}
            </Text>
          </div>
        ) : (
          <ul className="invoice-addresses__items">
            {addresses.map((address) => (
              <li
                key={address.id}
                className="choice-card invoice-address"
                data-checked={address.id === chosenId || undefined}
                data-testid="invoice-address"
              >
                <Radio
                  value={address.id}
                  className="invoice-address__radio"
                  label={<AddressSummary address={address} />}
                />
                {confirming === address.id ? (
                  <div className="invoice-address__confirm">
                    <Text size="sm">
                      {t('invoiceStep.customers.confirmDelete', { company: address.company })}
                    </Text>
                    <Group gap="xs" justify="end">
                      <Button variant="default" size="xs" onClick={() => setConfirming(null)}>
                        {t('invoiceStep.customers.cancel')}
                      </Button>
                      <Button color="red" size="xs" loading={busy} onClick={() => remove(address)}>
                        {t('invoiceStep.customers.delete')}
                      </Button>
                    </Group>
                  </div>
                ) : (
                  <Group gap={4} className="invoice-address__actions">
                    {address.isEditable ? (
                      <>
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-label={t('invoiceStep.customers.editNamed', { company: address.company })}
                          onClick={() => onEdit(address)}
                        >
                          {t('invoiceStep.customers.edit')}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          aria-label={t('invoiceStep.customers.deleteNamed', { company: address.company })}
                          onClick={() => setConfirming(address.id)}
                        >
                          {t('invoiceStep.customers.delete')}
                        </Button>
                      </>
                    ) : (
                      address.customerNumber && (
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-label={t('invoiceStep.customers.changeRequestNamed', {
                            company: address.company,
                          })}
                          onClick={() => onChangeRequest(address)}
                        >
                          {t('invoiceStep.customers.changeRequest')}
                        </Button>
                      )
                    )}
                  </Group>
                )}
              </li>
            ))}
          </ul>
        )}
      </Radio.Group>
      {mayAdd && (
        <Button variant="light" size="sm" mt="sm" onClick={onAdd} className="invoice-addresses__add">
          {t('invoiceStep.customers.add')}
        </Button>
      )}
      <ActionStatusLine status={status} className="invoice-addresses__status" />
    </div>
  );
}

function AddressSummary({ address }: { address: StoredInvoiceAddress }) {
  const { t } = useTranslation();
  return (
    <span className="invoice-address__summary">
      <span className="invoice-address__number">
        {address.customerNumber
          ? t('invoiceStep.customers.customerNumber', { number: address.customerNumber })
          : t('invoiceStep.customers.newCustomer')}
      </span>
      <span className="invoice-address__company">{address.company}</span>
      <span className="invoice-address__line">{streetLine(address)}</span>
      <span className="invoice-address__line">{cityLine(address)}</span>
      {address.kvk && (
        <span className="invoice-address__line">{t('invoiceStep.customers.kvk', { kvk: address.kvk })}</span>
      )}
    </span>
  );
}
