import {
  checkDomain,
  forgotPassword,
  getAccount,
  login,
  logout,
  refreshSession,
  requestTermination,
  resendValidation,
  resetPassword,
  savePreferences,
  saveSettings,
  sessionCheck,
  signUp,
  validateEmail,
} from '@portal/shared/api/accounts.api';
import { COOKIE_NAMES } from '@portal/shared/constants';
import { issueVisitorId, knownVisitorIdOf } from '../../lib/visitor';
import type { EventBus } from '../../platform/domain-events';
import { fail, isFailure } from '../../platform/failure';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ProfileService } from './profile.service';
import {
  clearRefreshCookie,
  isScriptRequest,
  type RefreshCookiePolicy,
  refreshTokenOf,
  setRefreshCookie,
} from './refresh-cookie';
import type { RegistrationService } from './registration.service';
import type { SessionsService } from './sessions.service';

type Services = {
  sessions: SessionsService;
  registration: RegistrationService;
  profile: ProfileService;
  events: EventBus;
  cookiePolicy: RefreshCookiePolicy;
};

/** Per-IP limits; per-account limits live in the services (they must hold across instances). */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

export function accountsRoutes({
  sessions,
  registration,
  profile,
  events,
  cookiePolicy,
}: Services): RouteDefinition[] {
  return [
    route(checkDomain, async ({ body }) => registration.checkDomain(body.email), perIp(120, '1 minute')),
    route(
      signUp,
      async ({ body }) => (await registration.signUp(body)) ?? { status: 'sent' as const },
      perIp(10, '1 hour'),
    ),
    route(
      validateEmail,
      async ({ body }) => {
        const validated = await registration.validateEmail(body.hash);
        return isFailure(validated) ? validated : { status: 'validated' as const, email: validated.email };
      },
      perIp(30, '1 minute'),
    ),
    route(
      login,
      async ({ body, request, reply }) => {
        const answer = await sessions.login(body, {
          source: request.ip,
          userAgent: request.headers['user-agent'],
        });
        if (isFailure(answer)) return answer;
        if (answer.cookie) setRefreshCookie(request, reply, answer.cookie, cookiePolicy);
        if (answer.ended.loginSessionIds.length > 0) {
          request.log.info(
            answer.ended,
            'logins past LOGINS_PER_USER_MAX ended, least recently active first',
          );
          await events.emit('loginsEnded', answer.ended);
        }
        // A new upload-session cookie at every login (not at a refresh): one planted before the
        // login is worth nothing.
        const previous = knownVisitorIdOf(request);
        const next = issueVisitorId(request, reply);
        if (previous) await events.emit('visitorRotated', { previous, next, userId: answer.answer.uid });
        return answer.answer;
      },
      perIp(20, '1 minute'),
    ),
    route(
      refreshSession,
      async ({ request, reply }) => {
        if (!isScriptRequest(request)) return fail('FORBIDDEN');
        const sent = refreshTokenOf(request);
        const outcome = await sessions.refresh(sent);
        if (outcome.kind === 'renewed') {
          if (outcome.granted.cookie) setRefreshCookie(request, reply, outcome.granted.cookie, cookiePolicy);
          return outcome.granted.answer;
        }
        if (outcome.kind === 'reused')
          request.log.warn({ sessionId: outcome.sessionId }, 'replaced refresh token reused: session ended');
        // Any cookie of that name (a token of ours is one) is worthless now.
        if (request.cookies[COOKIE_NAMES.session] !== undefined)
          clearRefreshCookie(request, reply, cookiePolicy);
        return { loggedIn: false as const };
      },
      // Every page load of a logged-in browser refreshes once: room for an office behind one address.
      perIp(120, '1 minute'),
    ),
    route(
      resendValidation,
      async ({ body, request }) =>
        (await registration.resendValidation(body, request.ip)) ?? { status: 'sent' as const },
      perIp(5, '1 hour'),
    ),
    route(logout, async ({ optionalCaller, request, reply }) => {
      const caller = await optionalCaller();
      // Bearer and cookie may name different users' sessions (a new login in another tab): each
      // user whose session ended here is logged out everywhere.
      const endedFor = new Set<string>();
      if (caller) {
        await sessions.logout(caller);
        endedFor.add(caller.user.id);
      }
      // The cookie's own session too (it may be the only proof a tab has left), when our page asks.
      const refreshToken = refreshTokenOf(request);
      if (refreshToken && isScriptRequest(request)) {
        const cookieUser = await sessions.logoutByRefreshToken(refreshToken);
        if (cookieUser) endedFor.add(cookieUser);
      }
      if (request.cookies[COOKIE_NAMES.session] !== undefined)
        clearRefreshCookie(request, reply, cookiePolicy);
      const visitorId = knownVisitorIdOf(request);
      for (const userId of endedFor) await events.emit('userLoggedOut', { userId, visitorId });
      return null;
    }),
    route(sessionCheck, async ({ optionalCaller }) => ({ loggedIn: (await optionalCaller()) !== null })),
    route(
      forgotPassword,
      async ({ body }) => {
        const result = await registration.forgotPassword(body.username);
        return isFailure(result) ? result : { result };
      },
      perIp(10, '1 hour'),
    ),
    route(
      resetPassword,
      async ({ body }) => {
        const reset = await registration.resetPassword(body.email, body.resetId, body.password);
        if (isFailure(reset)) return reset;
        await events.emit('passwordReset', reset);
        return null;
      },
      perIp(10, '1 hour'),
    ),
    route(getAccount, async ({ caller }) => profile.account(caller)),
    route(
      saveSettings,
      async ({ caller, body }) => profile.saveSettings(caller, body),
      perIp(30, '1 minute'),
    ),
    route(savePreferences, async ({ caller, body }) => profile.savePreferences(caller, body)),
    route(
      requestTermination,
      async ({ caller, body }) => {
        await profile.requestTermination(caller, body.message);
        return { sent: true as const };
      },
      perIp(5, '1 hour'),
    ),
  ];
}
