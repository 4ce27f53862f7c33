import { useQuery } from '@tanstack/react-query';
import { ZodError } from 'zod';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { type ApiReference, buildApiReference, openApiDocumentSchema } from '../utils/openapi-reference';

/** Where the server serves its OpenAPI document, generated from the routes' zod schemas. */
export const OPENAPI_DOCUMENT_PATH = '/api/v3/openapi.json';

export async function getApiReference(signal?: AbortSignal): Promise<ApiReference> {
  const document = await apiRequest(OPENAPI_DOCUMENT_PATH, openApiDocumentSchema, { signal });
  return buildApiReference(document);
}

export function useApiReferenceQuery() {
  return useQuery({
    queryKey: ['openapi-reference'],
    queryFn: ({ signal }) => getApiReference(signal),
    staleTime: 10 * 60_000,
    // A document that is not OpenAPI, or a client error, will not get better by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ZodError) &&
      !(error instanceof ApiRequestError && error.status < 500) &&
      failureCount < 2,
  });
}
