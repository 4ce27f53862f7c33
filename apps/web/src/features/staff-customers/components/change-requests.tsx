import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { CustomerAddress, CustomerChangeRequest } from '@portal/shared/schemas/customers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeRequestsOptions, handleChangeRequest } from '../api/staff-customers';
import { when } from '../utils/when';
import { refusalText } from './refusal-text';
import { RequestList } from './request-list';
import '../texts';

const addressFields = [
  'company',
  'department',
  'name',
  'street',
  'number',
  'addition',
  'zipCode',
  'city',
  'phone',
  'email',
  'kvk',
] as const satisfies readonly (keyof CustomerAddress)[];

/**
 * 'Wijzigingsverzoeken klantgegevens': the open requests, oldest first, with the customer, who
 * asked and what. Staff apply the change to the invoice address (a form of its fields, checked
 * by the server with the invoice form's rules) or mark it done with a note; both are recorded
 * with who and when, and the request leaves the list.
 */
export function ChangeRequests({ onHandled }: { onHandled: (message: string) => void }) {
  const { t } = useTranslation();
  const requests = useQuery(changeRequestsOptions());
  return (
    <RequestList
      id="change-requests"
      title={t('staffCustomers.changes.title')}
      none={t('staffCustomers.changes.none')}
      query={requests}
      card={(request) => <ChangeRequestCard key={request.id} request={request} onHandled={onHandled} />}
    />
  );
}

type Mode = 'idle' | 'apply' | 'done';

function ChangeRequestCard({
  request,
  onHandled,
}: {
  request: CustomerChangeRequest;
  onHandled: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [address, setAddress] = useState<CustomerAddress | null>(request.address);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asker = request.requestedBy.name || request.requestedBy.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await handleChangeRequest(
        queryClient,
        request.id,
        mode === 'apply' && address ? { outcome: 'applied', address, note } : { outcome: 'done', note },
      );
      onHandled(t('staffCustomers.changes.handled', { name: asker }));
    } catch (caught) {
      setError(refusalText(caught, t('staffCustomers.unreachable')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="change-request">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {request.customerNumber
            ? `${request.customerNumber} · ${request.address?.company ?? ''}`
            : `${t('staffCustomers.changes.newCustomer')} · ${request.address?.company ?? ''}`}
        </Title>
        <Text size="sm" c="gray.7">
          {t('staffCustomers.changes.requestedBy', { name: asker, date: when(request.requestedAt) })}
        </Text>
        <Text className="placed-order__note">{request.message}</Text>
        {!request.address && <Text size="sm">{t('staffCustomers.changes.addressGone')}</Text>}
        {mode === 'idle' ? (
          <Group gap="sm">
            {request.address && (
              <Button variant="light" onClick={() => setMode('apply')}>
                {t('staffCustomers.changes.apply')}
              </Button>
            )}
            <Button variant="default" onClick={() => setMode('done')}>
              {t('staffCustomers.changes.done')}
            </Button>
          </Group>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {mode === 'apply' && address && (
                <Fieldset
                  legend={t('staffCustomers.changes.applyTitle', { company: request.address?.company ?? '' })}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {addressFields.map((field) => (
                      <TextInput
                        key={field}
                        label={t(`staffCustomers.address.${field}`)}
                        value={address[field]}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setAddress((current) => (current ? { ...current, [field]: value } : current));
                        }}
                      />
                    ))}
                  </SimpleGrid>
                </Fieldset>
              )}
              <Textarea
                label={t('staffCustomers.changes.note')}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group gap="sm">
                <Button type="submit" loading={busy}>
                  {t('staffCustomers.changes.save')}
                </Button>
                <Button variant="default" onClick={() => setMode('idle')}>
                  {t('staffCustomers.changes.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
