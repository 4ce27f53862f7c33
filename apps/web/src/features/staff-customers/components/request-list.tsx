import { Alert, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { refusalText } from './refusal-text';
import '../texts';

type Props<Request> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Said when nothing is open. */
  none: string;
  query: UseQueryResult<{ requests: Request[] }>;
  card: (request: Request) => ReactNode;
};

/**
 * A section of Klanten's open requests (new customers, changes of customer data): its heading,
 * then a spinner while it loads, the server's refusal, the text for none, or a card per request.
 */
export function RequestList<Request>({ id, title, none, query, card }: Props<Request>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {query.isPending ? (
        <Spinner label={t('staffCustomers.loading')} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {refusalText(query.error, t('staffCustomers.unreachable'))}
        </Alert>
      ) : query.data.requests.length === 0 ? (
        <Text c="gray.7">{none}</Text>
      ) : (
        query.data.requests.map(card)
      )}
    </Stack>
  );
}
