import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { NewCustomerRequest } from '@portal/shared/schemas/customers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacedOrderFact, PlacedOrderLines } from '../../../components/placed-order-facts';
import '../../../styles/placed-order.css';
import { giveCustomerNumber, newCustomerRequestsOptions } from '../api/staff-customers';
import { when } from '../utils/when';
import { refusalText } from './refusal-text';
import { RequestList } from './request-list';
import '../texts';

/**
 * 'Aanvragen nieuwe klant': placed orders whose invoice is a new customer's address, one card per
 * request (company, KvK, who ordered, the orders), each with a field for the customer number.
 * The server checks the number (7 digits, not used yet) and answers its refusal in Dutch.
 */
export function NewCustomerRequests({ onGiven }: { onGiven: (message: string) => void }) {
  const { t } = useTranslation();
  const requests = useQuery(newCustomerRequestsOptions());
  return (
    <RequestList
      id="new-customer-requests"
      title={t('staffCustomers.requests.title')}
      none={t('staffCustomers.requests.none')}
      query={requests}
      card={(request) => <RequestCard key={request.orderId} request={request} onGiven={onGiven} />}
    />
  );
}

function RequestCard({
  request,
  onGiven,
}: {
  request: NewCustomerRequest;
  onGiven: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [customerNumber, setCustomerNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { address, orderedBy } = request;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await giveCustomerNumber(queryClient, request.orderId, customerNumber);
      onGiven(
        t('staffCustomers.requests.given', {
          company: created.company,
          customerNumber: created.customerNumber,
          email: created.linkedUserEmail,
          orders: created.orderNumbers.join(', '),
        }),
      );
    } catch (caught) {
      setError(refusalText(caught, t('staffCustomers.unreachable')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="new-customer-request">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {address.company}
        </Title>
        {/* The desk's way of showing facts: label beside value, under each other on a phone. */}
        <dl className="placed-order__facts">
          <PlacedOrderFact label={t('staffCustomers.requests.kvk')}>{address.kvk}</PlacedOrderFact>
          <PlacedOrderFact label={t('staffCustomers.requests.address')}>
            <PlacedOrderLines
              lines={[
                [address.street, address.number, address.addition].filter(Boolean).join(' '),
                `${address.zipCode} ${address.city}`,
              ]}
            />
          </PlacedOrderFact>
          <PlacedOrderFact label={t('staffCustomers.requests.orderedBy')}>
            {[orderedBy.name, orderedBy.email].filter(Boolean).join(', ')}
          </PlacedOrderFact>
          <PlacedOrderFact label={t('staffCustomers.requests.orders')}>
            {request.orders.map((order) => `${order.orderNumber} (${when(order.placedAt)})`).join(', ')}
          </PlacedOrderFact>
        </dl>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('staffCustomers.requests.numberLabel', { company: address.company })}
              description={t('staffCustomers.requests.numberHint')}
              inputMode="numeric"
              autoComplete="off"
              value={customerNumber}
              onChange={(event) => setCustomerNumber(event.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy}>
              {t('staffCustomers.requests.give')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
