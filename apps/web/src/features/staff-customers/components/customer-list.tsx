import { Alert, Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { customerListOptions } from '../api/staff-customers';
import { refusalText } from './refusal-text';
import '../texts';

/**
 * The customers (number, company, linked users), searched by number, company or a user's e-mail
 * address; 'Bekijken' opens one with its users and history.
 */
export function CustomerList({ onOpen }: { onOpen: (customerNumber: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery(customerListOptions(search));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="customer-list">
      <Title order={2} id="customer-list" size="h3">
        {t('staffCustomers.list.title')}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('staffCustomers.list.search')}
            description={t('staffCustomers.list.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            {t('staffCustomers.list.search')}
          </Button>
        </Group>
      </form>
      {list.isPending ? (
        <Spinner label={t('staffCustomers.loading')} />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {refusalText(list.error, t('staffCustomers.unreachable'))}
        </Alert>
      ) : list.data.customers.length === 0 ? (
        <Text c="gray.7">{t('staffCustomers.list.none')}</Text>
      ) : (
        <>
          <section
            aria-label={t('staffCustomers.list.table')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
            tabIndex={0}
            // Relative: the hidden column name is placed in the frame, not beside the page.
            style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
          >
            <Table striped miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('staffCustomers.list.number')}</Table.Th>
                  <Table.Th scope="col">{t('staffCustomers.list.company')}</Table.Th>
                  <Table.Th scope="col">{t('staffCustomers.list.users')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('staffCustomers.list.open')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.customers.map((customer) => (
                  <Table.Tr key={customer.customerNumber} data-testid="staff-customer-row">
                    <Table.Td>{customer.customerNumber}</Table.Td>
                    <Table.Td>
                      {customer.company}
                      {customer.city && (
                        <Text size="sm" c="gray.7">
                          {customer.city}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {customer.users.length === 0
                        ? t('staffCustomers.list.noUsers')
                        : customer.users.map((user) => <div key={user.id}>{user.email}</div>)}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onOpen(customer.customerNumber)}
                        aria-label={t('staffCustomers.list.openLabel', {
                          customerNumber: customer.customerNumber,
                        })}
                      >
                        {t('staffCustomers.list.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
          {list.data.more && <Text size="sm">{t('staffCustomers.list.more')}</Text>}
        </>
      )}
    </Stack>
  );
}
