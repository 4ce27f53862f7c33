import type { FastifyBaseLogger } from 'fastify';

/**
 * Events one feature announces and others act on, so features need not know each other: the
 * accounts feature says a user logged out; uploads closes that browser's upload session. Every
 * event and its payload is listed here, so a newcomer sees in one place what flows between
 * features.
 */
export type DomainEvents = {
  /** A user logged out in a browser (visitorId: that browser's upload-session cookie, if any). */
  userLoggedOut: { userId: string; visitorId: string | undefined };
  /**
   * A new login ended these logins of the user, their least recently active, to stay within
   * LOGINS_PER_USER_MAX (decision 0067): what hangs on them ends as at a logout in their browser.
   */
  loginsEnded: { userId: string; loginSessionIds: string[] };
  /** A user chose a new password through a reset link: every login and upload session ends. */
  passwordReset: { userId: string };
  /** A browser's upload-session cookie was replaced (at login): what hung on the old one moves. */
  visitorRotated: { previous: string; next: string; userId: string };
};

export type DomainEventName = keyof DomainEvents;
type Handler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => Promise<void>;

export type EventBus = {
  on<Name extends DomainEventName>(name: Name, handler: Handler<Name>): void;
  /**
   * Runs every handler, one after the other. The announcing feature's own change is already
   * done: a handler that fails is logged, and neither stops the others nor fails the caller.
   */
  emit<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void>;
};

export function createEventBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<DomainEventName>]);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await handler(payload);
        } catch (error) {
          log.error({ err: error, event: name }, 'a domain event handler failed');
        }
      }
    },
  };
}
