import { ApiRequestError, NetworkError } from '../../../lib/api-client';

/** The server's Dutch message of a refused call, or that the portal cannot be reached. */
export function refusalText(error: unknown, unreachable: string): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof NetworkError) return unreachable;
  throw error;
}
