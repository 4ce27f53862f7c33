import {
  checkDomain,
  forgotPassword,
  getAccount,
  login,
  logout,
  requestTermination,
  resendValidation,
  resetPassword,
  savePreferences,
  saveSettings,
  sessionCheck,
  signUp,
  validateEmail,
} from '@portal/shared/api/accounts.api';
import { issueVisitorId, knownVisitorIdOf } from '../../lib/visitor';
import type { EventBus } from '../../platform/domain-events';
import { isFailure } from '../../platform/failure';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ProfileService } from './profile.service';
import type { RegistrationService } from './registration.service';
import type { SessionsService } from './sessions.service';

type Services = {
  sessions: SessionsService;
  registration: RegistrationService;
  profile: ProfileService;
  events: EventBus;
};

/** Per-IP limits; per-account limits live in the services (they must hold across instances). */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

export function accountsRoutes({ sessions, registration, profile, events }: Services): RouteDefinition[] {
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
        // A new upload-session cookie at every login: one planted before it is worth nothing.
        const previous = knownVisitorIdOf(request);
        const next = issueVisitorId(request, reply);
        if (previous) await events.emit('visitorRotated', { previous, next });
        return answer;
      },
      perIp(20, '1 minute'),
    ),
    route(
      resendValidation,
      async ({ body, request }) =>
        (await registration.resendValidation(body, request.ip)) ?? { status: 'sent' as const },
      perIp(5, '1 hour'),
    ),
    route(logout, async ({ optionalCaller, request }) => {
      const caller = await optionalCaller();
      if (caller) {
        await sessions.logout(caller);
        await events.emit('userLoggedOut', { userId: caller.user.id, visitorId: knownVisitorIdOf(request) });
      }
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
