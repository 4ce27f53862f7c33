import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** The server's OpenAPI document, generated from the endpoint contracts. */
export function fetchOpenApiDocument(signal?: AbortSignal) {
  return callApi(contracts.system, 'getOpenApiDocument', {}, { signal });
}

/** A document without `openapi` and `paths` is not one; the viewer would show an empty page. */
export function openApiDocumentOrThrow(document: Record<string, unknown>): Record<string, unknown> {
  if (typeof document.openapi !== 'string' || typeof document.paths !== 'object' || document.paths === null)
    throw new Error('not an OpenAPI document');
  return document;
}

/** `wanted` false: not yet asked for (the reference is not near the viewport yet). */
export function useOpenApiDocumentQuery(wanted = true) {
  return useQuery({
    enabled: wanted,
    queryKey: ['openapi-document'],
    queryFn: async ({ signal }) => openApiDocumentOrThrow(await fetchOpenApiDocument(signal)),
    staleTime: 10 * 60_000,
    // A document that is not OpenAPI, or a client error, will not get better by asking again.
    retry: (failureCount, error) =>
      error instanceof ApiRequestError ? error.status >= 500 && failureCount < 2 : false,
  });
}
