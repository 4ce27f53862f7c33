import type { z } from 'zod';
import type { ErrorCode } from '../i18n/nl/errors';

/**
 * One endpoint contract per API call: the server registers its route from it, the web client
 * calls through it, and the OpenAPI document is generated from it. Nothing about a call
 * (path, method, input, answer, who may call it, how it fails) is written anywhere else.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server attaches authentication and authorisation once per
 * subtree of routes with the same access, so a route cannot forget them.
 * - public: anybody; a logged-in caller is known when the handler asks.
 * - customer: a live login (bearer token bound to a session).
 * - staff: a live login of the provider's staff.
 * - printStoreAdmin: a live login with the print store's admin role.
 * - orderDesk: a live login of staff granted the order-desk role in data (users.staff_roles;
 *   decision 0051), never by the e-mail domain alone.
 * - customerLinks: likewise, staff granted the role of linking users to customer numbers
 *   (decision 0082).
 */
export type Access = 'public' | 'customer' | 'staff' | 'printStoreAdmin' | 'orderDesk' | 'customerLinks';

/** Groups of the OpenAPI document, with their Dutch names. */
export const apiTags = {
  accounts: 'Accounts en inloggen',
  uploads: 'Uploaden en analyse',
  catalogue: 'Printcatalogus en prijzen',
  cart: 'Winkelwagen',
  printStore: 'Printwinkel (borden en stickers)',
  printStoreAdmin: 'Printwinkel beheren (beheerders van een printwinkel)',
  printTemplates: 'Printtemplates',
  customers: 'Klanten, factuuradressen, projecten en referenties',
  addresses: 'Bezorgadressen',
  shops: 'Vestigingen en leverdata',
  orders: 'Orders',
  orderDesk: 'Orderbalie (medewerkers)',
  filestore: 'Bestandsopslag (archieven, mappen, prullenbak, zoeken)',
  shares: 'Bestanden delen (medewerkers) en gedeelde bestanden ophalen',
  themes: "Thema's",
  messages: 'Berichten (post-its)',
  mail: 'Mail',
  system: 'Systeem',
} as const;
export type ApiTag = keyof typeof apiTags;

type ObjectSchema = z.ZodObject;

export type Endpoint = {
  method: HttpMethod;
  /** Path as the server routes it: ':name' marks a parameter named in `params`. */
  path: `/${string}`;
  access: Access;
  tag: ApiTag;
  /** One Dutch line for the API reference. */
  summary: string;
  description?: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** Status of a success. */
  status: 200 | 201 | 202 | 204;
  /** Schema of a success's body; 'binary' for a file or image stream. */
  response: z.ZodType | 'binary';
  /**
   * The business failures this call can answer with (their status comes from errorStatus).
   * Failures every call shares are added by the server: VALIDATION_ERROR for calls with input,
   * BODY_TOO_DEEP for calls with a JSON body, UNAUTHORIZED and FORBIDDEN by access, RATE_LIMITED
   * where a limit applies, INTERNAL_ERROR.
   */
  errors: readonly ErrorCode[];
};

/** Declares a contract; `const` keeps its literal path, method and schemas for the types below. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: params, query and body, each only where the contract has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends ObjectSchema
  ? { params: SchemaInput<E['params']> }
  : { params?: never }) &
  (E['query'] extends ObjectSchema ? { query?: SchemaInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : { body?: never });

/** What a handler receives after validation. */
export type EndpointRequest<E extends Endpoint> = {
  params: E['params'] extends ObjectSchema ? SchemaOutput<E['params']> : Record<string, never>;
  query: E['query'] extends ObjectSchema ? SchemaOutput<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? SchemaOutput<E['body']> : undefined;
};

/** A success's body as the server sends it (before serialisation). */
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : never;

/** A success's body as the client has it after parsing. */
export type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** The names of a path's parameters, e.g. ['sessionId', 'fileId']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] as string);
}

/**
 * The concrete URL of a call: parameters filled in (encoded), the query appended without its
 * undefined values. A missing parameter is a programming error and throws.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
