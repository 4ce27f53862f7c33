import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import { describe, expect, it } from 'vitest';
import { newCustomerStart } from './invoice-address';

const user = { name: 'Nina Nieuw', email: 'nina@nieuw.example', phone: '06 12 34 56 78' };
const office = orderAddressSchema.parse({
  company: 'Nieuw B.V.',
  department: 'Inkoop',
  name: 'Receptie',
  street: 'Aannemersweg',
  number: '14',
  zipCode: '3542 DK',
  city: 'Utrecht',
});

describe('newCustomerStart (issue 32 point 5)', () => {
  it('starts from the profile and the delivery address just chosen; the KvK number stays to type', () => {
    expect(newCustomerStart(user, office)).toEqual({
      company: 'Nieuw B.V.',
      department: 'Inkoop',
      street: 'Aannemersweg',
      number: '14',
      addition: '',
      zipCode: '3542 DK',
      city: 'Utrecht',
      name: 'Nina Nieuw',
      email: 'nina@nieuw.example',
      phone: '06 12 34 56 78',
    });
  });

  it('takes only the profile without a delivery address, or when it is a building site', () => {
    const profileOnly = { name: 'Nina Nieuw', email: 'nina@nieuw.example', phone: '06 12 34 56 78' };
    expect(newCustomerStart(user, null)).toEqual(profileOnly);
    expect(newCustomerStart(user, { ...office, isConstructionSite: true })).toEqual(profileOnly);
  });
});
