import { describe, expect, it } from 'vitest';
import { type ProfileFormValues, profileFormSchema, settingsBody } from './profile-form';

const values: ProfileFormValues = {
  name: 'Karin de Klant',
  phone: '030 123 45 67',
  currentPassword: '',
  newPassword: '',
  orderConfirmation: true,
  delivery: false,
  unzipOnUpload: true,
};

const messages = (input: ProfileFormValues) => {
  const result = profileFormSchema.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('profile form', () => {
  it('empty password fields keep the password', () => {
    expect(messages(values)).toEqual({});
    expect(settingsBody(values, true)).toEqual({
      settings: {
        name: 'Karin de Klant',
        phone: '030 123 45 67',
        notifications: { orderConfirmation: true, delivery: false },
        unzipOnUpload: true,
      },
    });
  });

  it('a new password follows the policy and needs the current one', () => {
    expect(messages({ ...values, currentPassword: 'x', newPassword: 'kort' })).toEqual({
      newPassword: 'passwordPolicy',
    });
    expect(messages({ ...values, newPassword: 'Lang-Genoeg-2026' })).toEqual({
      currentPassword: 'currentPasswordRequired',
    });
    const change = { ...values, currentPassword: 'Oud-Wachtwoord-1', newPassword: 'Lang-Genoeg-2026' };
    expect(messages(change)).toEqual({});
    expect(settingsBody(change, true)).toMatchObject({
      currentPassword: 'Oud-Wachtwoord-1',
      newPassword: 'Lang-Genoeg-2026',
    });
    // A theme that hides the password change never sends one.
    expect(settingsBody(change, false)).not.toHaveProperty('newPassword');
  });

  it('name and phone follow the sign-up rules', () => {
    expect(messages({ ...values, name: '', phone: '06 abc' })).toEqual({
      name: 'required',
      phone: 'noLetters',
    });
    expect(messages({ ...values, name: 'x'.repeat(41), phone: '1'.repeat(21) })).toEqual({
      name: 'tooLong',
      phone: 'tooLong',
    });
  });
});
