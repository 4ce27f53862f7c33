import { loginBodySchema, signUpBodySchema } from '@portal/shared/schemas/account';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { type AccountField, fieldErrorText } from './field-errors';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'support@example.nl', phone: '030 000 00 00' });
});

/** The Dutch text of the first issue per field, as the forms show it. */
function messages(schema: typeof signUpBodySchema | typeof loginBodySchema, values: Record<string, string>) {
  const result = schema.safeParse(values);
  const texts: Record<string, string | undefined> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = String(issue.path[0]);
    const field = (path === 'username' ? 'email' : path) as AccountField;
    texts[path] ??= fieldErrorText(i18next.t, field, issue.message, values[path]);
  }
  return texts;
}

describe('account form messages', () => {
  it('sign-up: every rule of spec 01 section 5 in Dutch', () => {
    expect(messages(signUpBodySchema, { email: '', name: '', phone: '', password: '' })).toEqual({
      email: 'Dit veld is verplicht.',
      name: 'Dit veld is verplicht.',
      phone: 'Dit veld is verplicht.',
      password: 'Het wachtwoord moet minimaal 12 karakters hebben, waarvan 1 hoofdletter en 1 cijfer.',
    });
    expect(
      messages(signUpBodySchema, {
        email: 'geen-adres',
        name: 'x'.repeat(41),
        phone: '06 abc',
        password: 'alleenkleineletters1',
      }),
    ).toEqual({
      email: 'Vul een geldig e-mailadres in.',
      name: 'Maximaal 40 karakters.',
      phone: 'Een telefoonnummer bevat geen letters.',
      password: 'Het wachtwoord moet minimaal 12 karakters hebben, waarvan 1 hoofdletter en 1 cijfer.',
    });
    expect(
      messages(signUpBodySchema, { email: 'a@b.nl', name: '<b>', phone: '1'.repeat(21), password: 'x' }),
    ).toMatchObject({
      name: 'Deze tekens zijn hier niet toegestaan: < > ; { } \\',
      phone: 'Maximaal 20 karakters.',
    });
    expect(
      messages(signUpBodySchema, {
        email: 'a@b.nl',
        name: 'An',
        phone: '06-1234 5678',
        password: 'Sterk-Genoeg-2026',
      }),
    ).toEqual({});
  });

  it('login: the username must be an e-mail of at least 4 characters, the password is required', () => {
    expect(messages(loginBodySchema, { username: '', password: '' })).toEqual({
      username: 'Dit veld is verplicht.',
      password: 'Dit veld is verplicht.',
    });
    // Too short is the schema's 'required', but a filled-in field asks for an e-mail address.
    expect(messages(loginBodySchema, { username: 'a@b', password: 'x' })).toEqual({
      username: 'Vul een geldig e-mailadres in.',
    });
  });

  it('an unknown message still names a fitting text', () => {
    expect(fieldErrorText(i18next.t, 'name', 'Invalid input')).toBe('Dit veld is verplicht.');
    expect(fieldErrorText(i18next.t, 'email', 'Invalid input')).toBe('Vul een geldig e-mailadres in.');
    expect(fieldErrorText(i18next.t, 'name', undefined)).toBeUndefined();
  });
});
