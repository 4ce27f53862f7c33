import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/page-head';
import { isStaffRefused, StaffNoAccess } from '../../../components/staff-access';
import { newCustomerRequestsOptions } from '../api/staff-customers';
import { ChangeRequests } from './change-requests';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';
import { NewCustomerRequests } from './new-customer-requests';
import '../texts';

/**
 * 'Klanten' (issue 32 point 5, decision 0135): the open new-customer requests, the open
 * customer-data change requests and the customers. What staff just did is said in a status line
 * that screen readers announce; a caller without the customerLinks role sees 'Geen toegang'
 * (the server's 403).
 */
export function StaffCustomersPage() {
  const { t } = useTranslation();
  const gate = useQuery(newCustomerRequestsOptions());
  const [done, setDone] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  if (gate.isError && isStaffRefused(gate.error)) return <StaffNoAccess screen="staffCustomers" />;
  return (
    <Container size="lg" py="lg" data-testid="staff-customers">
      <PageHead title={t('staffCustomers.title')} />
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('staffCustomers.title')}</Title>
          <Text c="gray.7">{t('staffCustomers.intro')}</Text>
        </div>
        <div role="status" data-testid="staff-customers-done">
          {done && (
            <Alert color="green" variant="light">
              {done}
            </Alert>
          )}
        </div>
        <NewCustomerRequests onGiven={setDone} />
        <ChangeRequests onHandled={setDone} />
        {open && <CustomerDetail key={open} customerNumber={open} onClose={() => setOpen(null)} />}
        <CustomerList onOpen={setOpen} />
      </Stack>
    </Container>
  );
}
