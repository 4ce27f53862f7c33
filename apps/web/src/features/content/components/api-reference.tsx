import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OPENAPI_DOCUMENT_PATH, useApiReferenceQuery } from '../api/get-api-reference';
import type {
  ApiBodyField,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiTagGroup,
  HttpMethod,
} from '../utils/openapi-reference';

/** Dark shades, so the white method name keeps a 4.5:1 contrast. */
const METHOD_COLOURS: Record<HttpMethod, string> = {
  get: 'teal.9',
  post: 'blue.9',
  put: 'violet.9',
  patch: 'grape.9',
  delete: 'red.9',
  head: 'gray.8',
  options: 'gray.8',
  trace: 'gray.8',
};

function statusColour(status: string): string {
  if (status.startsWith('2')) return 'teal';
  if (status.startsWith('3')) return 'blue';
  if (status.startsWith('4')) return 'orange';
  if (status.startsWith('5')) return 'red';
  return 'gray';
}

/** The OpenAPI document of the server, readable: grouped by tag, one card per operation. */
export function ApiReference() {
  const { t } = useTranslation();
  const query = useApiReferenceQuery();
  const { hash } = useLocation();

  // A link straight to an operation (/…-api#post-api-v3-mail) can only scroll once it has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the reference arrives; later hash changes scroll by themselves.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (query.isSuccess && id) document.getElementById(id)?.scrollIntoView();
  }, [query.isSuccess]);

  return (
    <section className="api-reference" aria-labelledby="api-reference-title">
      <Group justify="space-between" align="baseline" mt="xl" mb="sm" gap="xs">
        <Title order={2} id="api-reference-title" fz="1.5rem">
          {t('content.apiReference.heading')}
        </Title>
        <Anchor href={OPENAPI_DOCUMENT_PATH} type="application/json" size="sm" fw={600}>
          {t('content.apiReference.rawJson')}
        </Anchor>
      </Group>

      {query.isPending && (
        <Group gap="sm" role="status" py="lg">
          <Loader size="sm" />
          <Text>{t('content.apiReference.loading')}</Text>
        </Group>
      )}

      {query.isError && (
        <Alert color="red" variant="light" role="alert" title={t('content.apiReference.failed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => query.refetch()}>
            {t('content.apiReference.retry')}
          </Button>
        </Alert>
      )}

      {query.isSuccess && (
        <>
          <Text size="sm" c="gray.7" mb="md">
            {query.data.title} · {t('content.apiReference.version', { version: query.data.version })} ·{' '}
            {t('content.apiReference.baseUrl')}: <Code>{window.location.origin}</Code>
          </Text>
          {query.data.groups.length === 0 ? (
            <Text>{t('content.apiReference.empty')}</Text>
          ) : (
            <>
              <TagContents groups={query.data.groups} />
              <Stack gap="xl" mt="lg">
                {query.data.groups.map((group) => (
                  <TagGroup key={group.id} group={group} />
                ))}
              </Stack>
            </>
          )}
        </>
      )}
    </section>
  );
}

function useTagLabel() {
  const { t, i18n } = useTranslation();
  return (tag: string | null) => {
    if (tag === null) return t('content.apiReference.otherTag');
    const key = `content.apiReference.tags.${tag}`;
    return i18n.exists(key) ? t(key) : tag;
  };
}

function TagContents({ groups }: { groups: ApiTagGroup[] }) {
  const { t } = useTranslation();
  const tagLabel = useTagLabel();
  return (
    <nav aria-label={t('content.apiReference.contents')}>
      <Group gap="xs" component="ul" className="api-contents">
        {groups.map((group) => (
          <li key={group.id}>
            <Button component={Link} to={`#${group.id}`} variant="default" size="compact-sm" radius="xl">
              {tagLabel(group.tag)} ({group.operations.length})
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}

function TagGroup({ group }: { group: ApiTagGroup }) {
  const tagLabel = useTagLabel();
  const titleId = `${group.id}-title`;
  return (
    <section id={group.id} aria-labelledby={titleId}>
      <Title order={3} id={titleId} fz="1.25rem" mb={group.description ? 4 : 'sm'}>
        {tagLabel(group.tag)}
      </Title>
      {group.description && (
        <Text c="gray.8" mb="sm">
          {group.description}
        </Text>
      )}
      <Stack gap="md">
        {group.operations.map((operation) => (
          <Operation key={operation.id} operation={operation} />
        ))}
      </Stack>
    </section>
  );
}

function Operation({ operation }: { operation: ApiOperation }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" id={operation.id} withBorder radius="md" p="md" className="api-operation">
      <Title order={4} fz="md" fw={600}>
        <Group gap="sm" wrap="nowrap" align="center" component="span">
          <Badge
            component="span"
            className="api-method"
            color={METHOD_COLOURS[operation.method]}
            radius="sm"
            size="md"
          >
            {operation.method.toUpperCase()}
          </Badge>{' '}
          <span className="api-path">{operation.path}</span>
        </Group>
      </Title>
      {(operation.requiresAuth || operation.deprecated) && (
        <Group gap="xs" mt="xs">
          {operation.requiresAuth && (
            <Badge variant="outline" color="gray.8" size="sm">
              {t('content.apiReference.authRequired')}
            </Badge>
          )}
          {operation.deprecated && (
            <Badge variant="outline" color="red.9" size="sm">
              {t('content.apiReference.deprecated')}
            </Badge>
          )}
        </Group>
      )}
      {operation.summary && (
        <Text mt="xs" c="gray.9">
          {operation.summary}
        </Text>
      )}
      {operation.description && operation.description !== operation.summary && (
        <Text mt={4} size="sm" c="gray.8">
          {operation.description}
        </Text>
      )}
      {operation.parameters.length > 0 && <Parameters parameters={operation.parameters} />}
      {operation.requestBody && (
        <>
          <Text component="h5" className="api-section-label">
            {t('content.apiReference.requestBody')}
          </Text>
          <Text size="sm" c="gray.8" mb="xs">
            <Code>{operation.requestBody.contentType}</Code> ·{' '}
            {operation.requestBody.required
              ? t('content.apiReference.bodyRequired')
              : t('content.apiReference.bodyOptional')}
            {operation.requestBody.description ? ` · ${operation.requestBody.description}` : ''}
          </Text>
          {operation.requestBody.fields.length > 0 && <BodyFields fields={operation.requestBody.fields} />}
        </>
      )}
      {operation.responses.length > 0 && <Responses responses={operation.responses} />}
    </Paper>
  );
}

function NameCell({ name, description }: { name: string; description?: string }) {
  return (
    <Table.Td>
      <Code>{name}</Code>
      {description && (
        <Text size="xs" c="gray.7" mt={2}>
          {description}
        </Text>
      )}
    </Table.Td>
  );
}

function Parameters({ parameters }: { parameters: ApiParameter[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text component="h5" className="api-section-label">
        {t('content.apiReference.parameters')}
      </Text>
      <Table className="api-table" fz="sm" verticalSpacing={6} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('content.apiReference.name')}</Table.Th>
            <Table.Th>{t('content.apiReference.location')}</Table.Th>
            <Table.Th>{t('content.apiReference.type')}</Table.Th>
            <Table.Th>{t('content.apiReference.requiredColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((parameter) => (
            <Table.Tr key={`${parameter.location}:${parameter.name}`}>
              <NameCell name={parameter.name} description={parameter.description} />
              <Table.Td>{t(`content.apiReference.in.${parameter.location}`)}</Table.Td>
              <Table.Td>{parameter.type}</Table.Td>
              <Table.Td>
                {parameter.required ? t('content.apiReference.yes') : t('content.apiReference.no')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function BodyFields({ fields }: { fields: ApiBodyField[] }) {
  const { t } = useTranslation();
  return (
    <Table className="api-table" fz="sm" verticalSpacing={6} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('content.apiReference.name')}</Table.Th>
          <Table.Th>{t('content.apiReference.type')}</Table.Th>
          <Table.Th>{t('content.apiReference.requiredColumn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.name}>
            <NameCell name={field.name} description={field.description} />
            <Table.Td>{field.type}</Table.Td>
            <Table.Td>
              {field.required ? t('content.apiReference.yes') : t('content.apiReference.no')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Responses({ responses }: { responses: ApiResponse[] }) {
  const { t, i18n } = useTranslation();
  // @fastify/swagger writes 'Default Response' when a route gives no description.
  const label = (response: ApiResponse) => {
    const key = `content.apiReference.status.${response.status}`;
    if (i18n.exists(key)) return t(key);
    return response.description && response.description !== 'Default Response' ? response.description : '';
  };
  return (
    <>
      <Text component="h5" className="api-section-label">
        {t('content.apiReference.responses')}
      </Text>
      <Group gap="xs" component="ul" className="api-responses">
        {responses.map((response) => (
          <li key={response.status}>
            <Badge variant="dot" color={statusColour(response.status)} size="lg" tt="none" fw={500}>
              <strong>{response.status}</strong>
              {label(response) ? ` ${label(response)}` : ''}
            </Badge>
          </li>
        ))}
      </Group>
    </>
  );
}
