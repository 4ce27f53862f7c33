import {
  domainCheckBodySchema,
  domainRestrictionSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
  saveSettingsBodySchema,
  sessionResponseSchema,
  signUpBodySchema,
  terminationRequestBodySchema,
  userPreferencesSchema,
  userSchema,
  validateEmailBodySchema,
  validateEmailResponseSchema,
} from '@portal/shared/schemas/account';
import { apiErrorSchema } from '@portal/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService, AuthenticatedUser } from './accounts.service';
import type { Auth } from './auth';

/** Per-IP limits; per-account limits live in the service (they must hold across instances). */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

type Options = {
  accounts: AccountsService;
  auth: Auth;
  /** What other features do when a user logs out (uploads close the browser's upload session). */
  onLogout?: (request: FastifyRequest, caller: AuthenticatedUser) => Promise<void>;
};

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { accounts, auth, onLogout }) => {
  app.post(
    '/auth/domain-check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether an e-mail domain may sign up or log in here (checked while typing)',
        body: domainCheckBodySchema,
        response: { 200: domainRestrictionSchema, ...errors },
      },
      config: perIp(120, '1 minute'),
    },
    async (request) => accounts.checkDomain(request.body.email),
  );

  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Creates an account and mails a validation link',
        body: signUpBodySchema,
        response: { 202: z.object({ status: z.literal('sent') }), ...errors },
      },
      config: perIp(10, '1 hour'),
    },
    async (request, reply) => {
      await accounts.signUp(request.body);
      return reply.status(202).send({ status: 'sent' as const });
    },
  );

  app.post(
    '/auth/validate-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirms an e-mail address with the hash from the validation link',
        body: validateEmailBodySchema,
        response: { 200: validateEmailResponseSchema, 409: apiErrorSchema, 410: apiErrorSchema, ...errors },
      },
      config: perIp(30, '1 minute'),
    },
    async (request) => {
      await accounts.validateEmail(request.body.hash);
      return { status: 'validated' as const };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Logs in; answers the user with a bearer token bound to a server-side session',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      config: perIp(20, '1 minute'),
    },
    async (request) => accounts.login(request.body, request.headers['user-agent']),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the current session',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await auth.optionalUser(request);
      if (caller) {
        await accounts.logout(caller);
        await onLogout?.(request, caller);
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether the bearer token still belongs to a live session',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ loggedIn: (await auth.optionalUser(request)) !== null }),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails reset instructions (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
      config: perIp(10, '1 hour'),
    },
    async (request) => ({ result: await accounts.forgotPassword(request.body.username) }),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the id from the reset link; ends every session',
        body: resetPasswordBodySchema,
        response: { 204: z.null(), 410: apiErrorSchema, ...errors },
      },
      config: perIp(10, '1 hour'),
    },
    async (request, reply) => {
      const { email, resetId, password } = request.body;
      await accounts.resetPassword(email, resetId, password);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => accounts.toUser((await auth.requireUser(request)).user),
  );

  app.put(
    '/account/settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Saves profile settings; a new password needs the current one',
        security: [{ bearer: [] }],
        body: saveSettingsBodySchema,
        response: { 200: userSchema, ...errors },
      },
      config: perIp(30, '1 minute'),
    },
    async (request) => accounts.saveSettings(await auth.requireUser(request), request.body),
  );

  app.put(
    '/account/preferences',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Saves intro and pop-up preferences',
        security: [{ bearer: [] }],
        body: userPreferencesSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => accounts.savePreferences(await auth.requireUser(request), request.body),
  );

  app.post(
    '/account/termination-request',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails a request to end the account to the provider',
        security: [{ bearer: [] }],
        body: terminationRequestBodySchema,
        response: { 202: z.object({ sent: z.literal(true) }), ...errors },
      },
      config: perIp(5, '1 hour'),
    },
    async (request, reply) => {
      await accounts.requestTermination(await auth.requireUser(request), request.body.message);
      return reply.status(202).send({ sent: true as const });
    },
  );
};
