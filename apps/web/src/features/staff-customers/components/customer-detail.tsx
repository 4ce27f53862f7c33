import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffCustomerDetail } from '@portal/shared/schemas/customers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import {
  customerDetailOptions,
  linkUser,
  makeDefaultAddress,
  unlinkUser,
  userAddressesOptions,
} from '../api/staff-customers';
import { when } from '../utils/when';
import { refusalText } from './refusal-text';
import '../texts';

/**
 * One customer: its invoice address, the users linked to it (unlink, link by e-mail address, and
 * each user's default delivery address), and its history: who created, linked and unlinked, when.
 */
export function CustomerDetail({ customerNumber, onClose }: { customerNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(customerDetailOptions(customerNumber));
  const titleId = `customer-${customerNumber}`;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="staff-customer-detail"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {t('staffCustomers.detail.title', { customerNumber })}
          </Title>
          <Button variant="default" size="xs" onClick={onClose}>
            {t('staffCustomers.detail.close')}
          </Button>
        </Group>
        {detail.isPending ? (
          <Spinner label={t('staffCustomers.loading')} />
        ) : detail.isError ? (
          <Alert color="red" role="alert">
            {refusalText(detail.error, t('staffCustomers.unreachable'))}
          </Alert>
        ) : (
          <DetailBody customer={detail.data} />
        )}
      </Stack>
    </Paper>
  );
}

function DetailBody({ customer }: { customer: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const address = customer.invoiceAddress;

  const act = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(refusalText(caught, t('staffCustomers.unreachable')));
    }
  };
  const link = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await linkUser(queryClient, customer.customerNumber, email.trim());
      setEmail('');
    });
  };

  return (
    <Stack gap="md">
      {address && (
        <div>
          <Title order={3} size="h4">
            {t('staffCustomers.detail.invoiceAddress')}
          </Title>
          <Text>
            {[
              address.company,
              address.department,
              `${[address.street, address.number, address.addition].filter(Boolean).join(' ')}`,
              `${address.zipCode} ${address.city}`,
              address.kvk ? `KvK ${address.kvk}` : '',
              address.email,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
          </Text>
        </div>
      )}
      <div>
        <Title order={3} size="h4">
          {t('staffCustomers.detail.users')}
        </Title>
        <Stack gap="xs">
          {customer.users.map((user) => (
            <Paper key={user.id} withBorder p="xs">
              <Group justify="space-between">
                <Text>{[user.name, user.email].filter(Boolean).join(', ')}</Text>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('staffCustomers.detail.unlinkLabel', { email: user.email })}
                  onClick={() => void act(() => unlinkUser(queryClient, customer.customerNumber, user.id))}
                >
                  {t('staffCustomers.detail.unlink')}
                </Button>
              </Group>
              <DefaultAddress userId={user.id} email={user.email} onError={setError} />
            </Paper>
          ))}
        </Stack>
        <form onSubmit={link} noValidate>
          <Group align="flex-end" gap="sm" mt="xs">
            <TextInput
              type="email"
              label={t('staffCustomers.detail.linkEmail')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" variant="light">
              {t('staffCustomers.detail.link')}
            </Button>
          </Group>
        </form>
        {error && (
          <Alert color="red" role="alert" mt="xs">
            {error}
          </Alert>
        )}
      </div>
      <div>
        <Title order={3} size="h4">
          {t('staffCustomers.detail.history')}
        </Title>
        {customer.history.length === 0 ? (
          <Text c="gray.7">{t('staffCustomers.detail.noHistory')}</Text>
        ) : (
          <ul data-testid="customer-history">
            {customer.history.map((entry) => (
              <li key={`${entry.change}-${entry.userEmail}-${entry.changedAt}`}>
                {t(`staffCustomers.detail.change.${entry.change}`, {
                  user: entry.userEmail,
                  note: entry.note,
                })}{' '}
                <Text span size="sm" c="gray.7">
                  {t('staffCustomers.detail.by', {
                    email: entry.changedByEmail,
                    date: when(entry.changedAt),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Stack>
  );
}

/** The user's delivery addresses as a choice of the default, which Bezorgen then preselects. */
function DefaultAddress({
  userId,
  email,
  onError,
}: {
  userId: string;
  email: string;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useQuery(userAddressesOptions(userId));
  if (addresses.isPending || addresses.isError) return null;
  const list = addresses.data.addresses;
  if (list.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('staffCustomers.detail.noAddresses')}
      </Text>
    );
  const chosen = list.find((address) => address.isDefault)?.id ?? '';
  return (
    <Radio.Group
      mt="xs"
      label={t('staffCustomers.detail.defaultAddress', { email })}
      value={chosen}
      onChange={(addressId) => {
        makeDefaultAddress(queryClient, userId, addressId).catch((caught: unknown) =>
          onError(refusalText(caught, t('staffCustomers.unreachable'))),
        );
      }}
    >
      <Stack gap={4} mt={4}>
        {list.map((address) => (
          <Radio
            key={address.id}
            value={address.id}
            label={`${address.company}, ${[address.street, address.number].filter(Boolean).join(' ')} ${address.city}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
