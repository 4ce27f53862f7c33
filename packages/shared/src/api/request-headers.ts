// Without zod, so that the web app's transport (apps/web/src/lib/api-client.ts) can use them
// without loading the contracts.

/**
 * What the browser's scripts add to the calls that the refresh cookie alone would authorise
 * (refresh, logout). A page of another site cannot send a custom header to this origin without
 * a CORS preflight, which the server never grants: with SameSite=Strict, this guards against
 * cross-site request forgery (decision 0035).
 */
export const SCRIPT_REQUEST_HEADER = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

/** Where the refresh cookie is sent: only to the login calls (accounts.api.ts), never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/v3/auth';

/**
 * The header that makes placing an order safe to retry (decision 0047): a UUID the client makes
 * once per attempt to order and sends again with every retry of it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
