import { z } from 'zod';
import {
  domainCheckBodySchema,
  domainRestrictionSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  refreshResponseSchema,
  resendValidationResponseSchema,
  resetPasswordBodySchema,
  saveSettingsBodySchema,
  sessionResponseSchema,
  signUpBodySchema,
  terminationRequestBodySchema,
  userPreferencesSchema,
  userSchema,
  validateEmailBodySchema,
  validateEmailResponseSchema,
} from '../schemas/account';
import { defineEndpoint } from './endpoint';

/** Accounts: sign-up, e-mail validation, login and sessions, passwords, profile (spec 01 sections 4 and 7). */

export const checkDomain = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/domain-check',
  access: 'public',
  tag: 'accounts',
  summary:
    'Of met een e-mailadres van dit domein hier ingeschreven en ingelogd mag worden (tijdens het typen)',
  body: domainCheckBodySchema,
  status: 200,
  response: domainRestrictionSchema,
  errors: [],
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/sign-up',
  access: 'public',
  tag: 'accounts',
  summary: 'Maakt een account aan en mailt een bevestigingslink',
  body: signUpBodySchema,
  status: 202,
  response: z.object({ status: z.literal('sent') }),
  errors: ['DOMAIN_RESTRICTED', 'TOO_MANY_ATTEMPTS'],
});

export const validateEmail = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/validate-email',
  access: 'public',
  tag: 'accounts',
  summary: 'Bevestigt een e-mailadres met de code uit de bevestigingslink',
  body: validateEmailBodySchema,
  status: 200,
  response: validateEmailResponseSchema,
  errors: ['LINK_EXPIRED', 'LINK_ALREADY_USED'],
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/login',
  access: 'public',
  tag: 'accounts',
  summary:
    'Logt in; antwoordt met de gebruiker en een kortlevend bearer-token, en zet een httpOnly-vernieuwingscookie',
  description:
    "Het bearer-token geldt 15 minuten en is aan een sessie op de server gebonden. Het cookie 'session' (httpOnly, SameSite=Strict, alleen voor /api/v3/auth) vernieuwt het via POST /api/v3/auth/refresh; met rememberMe ('Ingelogd blijven') blijft het 30 dagen bewaard, anders tot de browser sluit (en hooguit 12 uur).",
  body: loginBodySchema,
  status: 200,
  response: loginResponseSchema,
  errors: ['LOGIN_FAILED', 'EMAIL_NOT_VALIDATED', 'DOMAIN_RESTRICTED', 'TOO_MANY_ATTEMPTS'],
});

export const resendValidation = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/resend-validation',
  access: 'public',
  tag: 'accounts',
  summary:
    'Verstuurt de bevestigingsmail opnieuw aan een account dat nog niet is bevestigd; vraagt het wachtwoord, zodat niemand andermans inbox kan vullen',
  body: loginBodySchema,
  status: 200,
  response: resendValidationResponseSchema,
  errors: ['LOGIN_FAILED', 'TOO_MANY_ATTEMPTS'],
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/refresh',
  access: 'public',
  tag: 'accounts',
  summary:
    'Geeft met het vernieuwingscookie een nieuw bearer-token en vervangt het cookie; zonder geldige sessie: loggedIn false',
  description:
    "Vraagt de kopregel 'X-Requested-With: XMLHttpRequest'. Een vervangen cookie dat na een halve minuut opnieuw wordt aangeboden, beëindigt de sessie (het is dan gestolen of gekopieerd).",
  status: 200,
  response: refreshResponseSchema,
  errors: ['FORBIDDEN'],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/logout',
  access: 'public',
  tag: 'accounts',
  summary:
    'Beëindigt de huidige sessie (van het bearer-token of het vernieuwingscookie) en wist het cookie; zonder geldige sessie gebeurt er niets',
  status: 204,
  response: z.null(),
  errors: [],
});

export const sessionCheck = defineEndpoint({
  method: 'GET',
  path: '/api/v3/auth/session',
  access: 'public',
  tag: 'accounts',
  summary: 'Of het bearer-token nog bij een geldige sessie hoort',
  status: 200,
  response: sessionResponseSchema,
  errors: [],
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/forgot-password',
  access: 'public',
  tag: 'accounts',
  summary: 'Mailt instructies voor een nieuw wachtwoord (hetzelfde antwoord of het account bestaat of niet)',
  body: forgotPasswordBodySchema,
  status: 200,
  response: forgotPasswordResponseSchema,
  errors: ['TOO_MANY_ATTEMPTS'],
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v3/auth/reset-password',
  access: 'public',
  tag: 'accounts',
  summary: 'Stelt een nieuw wachtwoord in met de code uit de link; beëindigt alle sessies',
  body: resetPasswordBodySchema,
  status: 204,
  response: z.null(),
  errors: ['RESET_LINK_INVALID', 'TOO_MANY_ATTEMPTS'],
});

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/api/v3/account',
  access: 'customer',
  tag: 'accounts',
  summary: 'De ingelogde gebruiker',
  status: 200,
  response: userSchema,
  errors: [],
});

export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/account/settings',
  access: 'customer',
  tag: 'accounts',
  summary: 'Bewaart de profielinstellingen; een nieuw wachtwoord vraagt het huidige',
  body: saveSettingsBodySchema,
  status: 200,
  response: userSchema,
  errors: ['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_WRONG', 'PASSWORD_CHANGE_DISABLED'],
});

export const savePreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/account/preferences',
  access: 'customer',
  tag: 'accounts',
  summary: 'Bewaart welke introducties en pop-ups de gebruiker niet meer wil zien',
  body: userPreferencesSchema,
  status: 200,
  response: userSchema,
  errors: [],
});

export const requestTermination = defineEndpoint({
  method: 'POST',
  path: '/api/v3/account/termination-request',
  access: 'customer',
  tag: 'accounts',
  summary: 'Mailt de leverancier een verzoek om het account op te heffen',
  body: terminationRequestBodySchema,
  status: 202,
  response: z.object({ sent: z.literal(true) }),
  errors: [],
});
