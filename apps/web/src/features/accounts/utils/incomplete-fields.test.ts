import { signUpBodySchema } from '@portal/shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { incompleteFields } from './incomplete-fields';

const ORDER = ['email', 'name', 'phone', 'password'] as const;

describe('incompleteFields', () => {
  it('names every field that is still empty or wrong, in the order of the form', () => {
    const values = { email: 'jan@bedrijf.example', name: '', phone: '06 12', password: 'kort' };
    expect(incompleteFields(signUpBodySchema, values, ORDER)).toEqual(['name', 'phone', 'password']);
  });

  it('is empty for a complete form', () => {
    const values = {
      email: 'jan@bedrijf.example',
      name: 'Jan',
      phone: '06 12345678',
      password: 'Sterk-Wachtwoord-1',
    };
    expect(incompleteFields(signUpBodySchema, values, ORDER)).toEqual([]);
  });
});
