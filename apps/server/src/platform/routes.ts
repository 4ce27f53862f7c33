import type { Access, Endpoint, EndpointReply, EndpointRequest } from '@portal/shared/api/endpoint';
import { errorStatus } from '@portal/shared/api/error-status';
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';
import type { StaffRole } from '@portal/shared/schemas/account';
import { apiErrorSchema } from '@portal/shared/schemas/common';
import type {
  FastifyBodyParser,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import type { TokenClaims } from '../lib/jwt';
import { Failure, FailureError } from './failure';
import { holdsUnstorableText, MAX_BODY_DEPTH, nestsDeeperThan } from './input-checks';
import { PreparedAnswer, sendPrepared } from './prepared-answers';

/**
 * Routes are registered from the endpoint contracts of packages/shared/src/api, one subtree per
 * access level. Authentication and authorisation are hooks of the subtree, so a route gets them
 * from its contract's `access` and cannot forget them; a handler only sees a caller that passed.
 */

/**
 * Who a logged-in caller is. The platform does not know users: the accounts feature declares the
 * type by merging into this interface (as Fastify's own plugins type `request.user`), see
 * features/accounts/authentication.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface CallerDeclaration {}
export type Caller = CallerDeclaration extends { caller: infer C } ? C : never;

/** What the routes need from whoever knows the users (the accounts feature). */
export type Authenticator = {
  /** The caller behind the request's bearer token when its session is live, else null. */
  callerOf(request: FastifyRequest): Promise<Caller | null>;
  /** The token's claims when its signature and expiry hold (no database), else null. */
  claimsOf(request: FastifyRequest): Promise<TokenClaims | null>;
  isStaff(caller: Caller): boolean;
  isPrintStoreAdmin(caller: Caller): boolean;
  /** Whether the caller was granted this staff role in data (users.staff_roles), read with the login. */
  hasStaffRole(caller: Caller, role: StaffRole): boolean;
};

/** The failures a handler may return: its contract's, and for logged-in routes a lost login. */
type Allowed<E extends Endpoint> =
  | E['errors'][number]
  | (E['access'] extends 'public' ? never : 'UNAUTHORIZED' | 'FORBIDDEN');
type Outcome<E extends Endpoint> = E['response'] extends 'binary'
  ? FastifyReply | Failure<Allowed<E>>
  : EndpointReply<E> | PreparedAnswer<E> | Failure<Allowed<E>>;

type Common<E extends Endpoint> = EndpointRequest<E> & { request: FastifyRequest; reply: FastifyReply };

/** A public handler asks for the caller only when it needs one (most never do). */
export type PublicContext<E extends Endpoint> = Common<E> & { optionalCaller(): Promise<Caller | null> };
export type CallerContext<E extends Endpoint> = Common<E> & { caller: Caller };
/** On a hot path only the token's signature is checked up front; the handler confirms the login when it must. */
export type SignedContext<E extends Endpoint> = Common<E> & {
  login: TokenClaims;
  /** The caller when the login is still live, else null (answer UNAUTHORIZED then). */
  confirmCaller(): Promise<Caller | null>;
  /**
   * The caller when the login is still live and passes the contract's access level (the check
   * the guard of a session route makes up front), else the failure to answer.
   */
  confirmAccess(): Promise<Caller | Failure<'UNAUTHORIZED' | 'FORBIDDEN'>>;
};

type Context<E extends Endpoint> = E['access'] extends 'public' ? PublicContext<E> : CallerContext<E>;

export type RouteSettings = {
  /** Per-IP limit (per-account limits live in the services, where they hold across instances). */
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
  logLevel?: LogLevel;
  /** Failed input validation answers this code instead of VALIDATION_ERROR. */
  invalidInput?: ErrorCode;
  /** No parser reads the body: the handler streams `request.raw` (upload chunks). */
  rawBody?: boolean;
};

export type RouteDefinition = {
  endpoint: Endpoint;
  settings: RouteSettings;
  authentication: 'session' | 'signature';
  handle(context: Record<string, unknown>): Promise<unknown>;
};

/** A route from its contract; the handler gets validated input and, by access, the caller. */
export function route<const E extends Endpoint>(
  endpoint: E,
  handler: (context: Context<E>) => Promise<Outcome<E>>,
  settings: RouteSettings = {},
): RouteDefinition {
  return {
    endpoint,
    settings,
    authentication: 'session',
    handle: handler as RouteDefinition['handle'],
  };
}

/**
 * A route whose every request checks only the token's signature (no database): for the
 * thousands of chunk requests of an upload. The handler calls confirmCaller() (a customer route)
 * or confirmAccess() (a print-store admin's: the design upload) when it has no recent proof of
 * its own that the login is live and may call it; the guard checks no access level here.
 */
export function signedRoute<const E extends Endpoint & { access: 'customer' | 'printStoreAdmin' }>(
  endpoint: E,
  handler: (context: SignedContext<E>) => Promise<Outcome<E>>,
  settings: RouteSettings = {},
): RouteDefinition {
  return {
    endpoint,
    settings,
    authentication: 'signature',
    handle: handler as RouteDefinition['handle'],
  };
}

const ACCESS_FAILURES: Record<Access, ErrorCode[]> = {
  public: [],
  customer: ['UNAUTHORIZED'],
  staff: ['UNAUTHORIZED', 'FORBIDDEN'],
  printStoreAdmin: ['UNAUTHORIZED', 'FORBIDDEN'],
  orderDesk: ['UNAUTHORIZED', 'FORBIDDEN'],
  customerLinks: ['UNAUTHORIZED', 'FORBIDDEN'],
};

/** Every code a route can answer with: the contract's own and those the platform adds. */
export function failureCodesOf(definition: RouteDefinition): ErrorCode[] {
  const { endpoint, settings } = definition;
  const codes = new Set<ErrorCode>(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body) {
    // Unstorable text is VALIDATION_ERROR on every route, also where invalid input has a code of its own.
    codes.add('VALIDATION_ERROR');
    if (settings.invalidInput) codes.add(settings.invalidInput);
  }
  if (endpoint.body && !settings.rawBody) codes.add('BODY_TOO_DEEP');
  for (const code of ACCESS_FAILURES[endpoint.access]) codes.add(code);
  if (settings.rateLimit) codes.add('RATE_LIMITED');
  codes.add('INTERNAL_ERROR');
  return [...codes];
}

/** The response schemas: the success's, and one error schema per status naming its codes. */
function responseSchemas(definition: RouteDefinition): Record<number, z.ZodType> {
  const { endpoint } = definition;
  const responses: Record<number, z.ZodType> = {};
  if (endpoint.response !== 'binary') responses[endpoint.status] = endpoint.response.describe('Gelukt');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of failureCodesOf(definition)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus)
    responses[status] = apiErrorSchema.describe(
      codes.map((code) => `${code}: ${translate(`errors.${code}`)}`).join(' — '),
    );
  return responses;
}

export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  return reply
    .status(errorStatus[failure.code])
    .send({ error: failure.code, message: failure.message ?? translate(`errors.${failure.code}`) });
}

/**
 * Whether a live caller passes an access level's check: the guard's rule, for a handler that
 * widens what a caller sees by it (My orders shows any order to the order desk).
 */
export function callerHasAccess(auth: Authenticator, caller: Caller, access: Access): boolean {
  switch (access) {
    case 'public':
    case 'customer':
      return true;
    case 'staff':
      return auth.isStaff(caller);
    case 'printStoreAdmin':
      return auth.isPrintStoreAdmin(caller);
    // Staff by domain and the role in data: a role left on an account that moved to a customer's
    // address grants nothing, and a staff address alone grants no order desk (decision 0051) and
    // no links of users to customer numbers (decision 0082). These levels are named as their roles.
    case 'orderDesk':
    case 'customerLinks':
      return auth.isStaff(caller) && auth.hasStaffRole(caller, access);
  }
}

/** Authentication and authorisation of a subtree, run before the body is read. */
function guardOf(access: Access, auth: Authenticator) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (access === 'public') return;
    if (request.routeOptions.config.authentication === 'signature') {
      const claims = await auth.claimsOf(request);
      if (!claims) return sendFailure(reply, new Failure('UNAUTHORIZED'));
      request.login = claims;
      return;
    }
    const caller = await auth.callerOf(request);
    if (!caller) return sendFailure(reply, new Failure('UNAUTHORIZED'));
    if (!callerHasAccess(auth, caller, access)) return sendFailure(reply, new Failure('FORBIDDEN'));
    request.caller = caller;
  };
}

function routeOptionsOf(definition: RouteDefinition, auth: Authenticator): RouteOptions {
  const { endpoint, settings } = definition;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: endpoint.description,
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(definition),
    },
    config: {
      authentication: definition.authentication,
      ...(settings.rateLimit ? { rateLimit: settings.rateLimit } : {}),
    },
    ...(settings.bodyLimit ? { bodyLimit: settings.bodyLimit } : {}),
    ...(settings.logLevel ? { logLevel: settings.logLevel } : {}),
    ...(settings.invalidInput ? { attachValidation: true } : {}),
    preValidation: refuseUnstorableText,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (settings.invalidInput && request.validationError)
        return sendFailure(reply, new Failure(settings.invalidInput));
      const outcome = await definition.handle({
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
        request,
        reply,
        caller: request.caller,
        login: request.login,
        optionalCaller: () => auth.callerOf(request),
        confirmCaller: () => auth.callerOf(request),
        confirmAccess: async () => {
          const caller = await auth.callerOf(request);
          if (!caller) return new Failure('UNAUTHORIZED');
          return callerHasAccess(auth, caller, endpoint.access) ? caller : new Failure('FORBIDDEN');
        },
      });
      if (outcome instanceof Failure) return sendFailure(reply, outcome);
      if (endpoint.response === 'binary') return outcome;
      if (outcome instanceof PreparedAnswer) return sendPrepared(request, reply, endpoint.status, outcome);
      return reply.status(endpoint.status).send(endpoint.status === 204 ? null : outcome);
    },
  };
}

/**
 * No text PostgreSQL cannot store gets past the door: a NUL character, or half a surrogate pair.
 * It would end as a 500 deep inside a service (a zip's relativePath with a NUL did, a remark with
 * `\ud800` in a jsonb column did) or be stored as something else than was sent. Checked for every
 * route, in params, query and body, keys and values, with VALIDATION_ERROR.
 */
async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply) {
  if (
    holdsUnstorableText(request.params) ||
    holdsUnstorableText(request.query) ||
    holdsUnstorableText(request.body)
  )
    return sendFailure(reply, new Failure('VALIDATION_ERROR'));
}

/**
 * Fastify's own JSON parser (secure-json-parse, whose prototype checks stay) behind a check of
 * the text's depth: a body nested past MAX_BODY_DEPTH is refused with BODY_TOO_DEEP before it is
 * parsed, so nothing after it walks more levels than that.
 */
function depthCheckedJsonParser(instance: FastifyInstance): FastifyBodyParser<string> {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = instance.initialConfig;
  const parse = instance.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  return (request, body, done) => {
    if (!nestsDeeperThan(body, MAX_BODY_DEPTH)) return parse(request, body, done);
    request.log.info({ limit: MAX_BODY_DEPTH }, 'request body nested too deep');
    done(new FailureError(new Failure('BODY_TOO_DEEP')), undefined);
  };
}

/**
 * Registers every route in the subtree of its access level, each subtree with the depth-checked
 * JSON parser. Raw-body routes get a nested scope whose only content-type parser leaves the body
 * unread, so every other route keeps its JSON parser.
 */
export async function registerRoutes(
  app: FastifyInstance,
  definitions: RouteDefinition[],
  auth: Authenticator,
): Promise<void> {
  // Every level, from the record the compiler keeps complete: a level added to Access but left out
  // of a hand-written list here would register none of its routes.
  const accessLevels = Object.keys(ACCESS_FAILURES) as Access[];
  for (const access of accessLevels) {
    const ofAccess = definitions.filter((definition) => definition.endpoint.access === access);
    if (ofAccess.length === 0) continue;
    await app.register(async (subtree) => {
      subtree.addHook('onRequest', guardOf(access, auth));
      subtree.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        depthCheckedJsonParser(subtree),
      );
      for (const definition of ofAccess.filter((d) => !d.settings.rawBody))
        subtree.route(routeOptionsOf(definition, auth));
      const raw = ofAccess.filter((d) => d.settings.rawBody);
      if (raw.length === 0) return;
      await subtree.register(async (rawScope) => {
        rawScope.removeAllContentTypeParsers();
        rawScope.addContentTypeParser('*', (_request, _payload, done) => done(null));
        for (const definition of raw) rawScope.route(routeOptionsOf(definition, auth));
      });
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of the customer, staff and admin subtrees. */
    caller: Caller;
    /** Set by the guard for signed routes. */
    login: TokenClaims;
  }
  interface FastifyContextConfig {
    authentication?: 'session' | 'signature';
  }
}
