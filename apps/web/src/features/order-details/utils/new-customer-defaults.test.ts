import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import { describe, expect, it } from 'vitest';
import { newCustomerDefaults } from './new-customer-defaults';

const user = { name: 'Anna de Vries', email: 'anna@devries.example', phone: '030 123 4567' };
const office = orderAddressSchema.parse({
  id: 'a1',
  company: 'Bouwbedrijf De Vries',
  department: 'Inkoop',
  name: 'Piet Jansen',
  street: 'Kanaalweg',
  number: '12',
  addition: 'B',
  zipCode: '3526 KL',
  city: 'Utrecht',
});

describe('the new customer’s invoice details start from what the portal knows (issue 32 point 5)', () => {
  it('takes the person from the profile and the company and address from Bezorgen', () => {
    expect(newCustomerDefaults(user, office)).toEqual({
      company: 'Bouwbedrijf De Vries',
      department: 'Inkoop',
      name: 'Anna de Vries',
      email: 'anna@devries.example',
      phone: '030 123 4567',
      street: 'Kanaalweg',
      number: '12',
      addition: 'B',
      zipCode: '3526 KL',
      city: 'Utrecht',
      kvk: '',
      newCustomer: true,
    });
  });

  it('takes only the company of a building site, whose address is no invoice address', () => {
    const site = orderAddressSchema.parse({ ...office, isConstructionSite: true, phone: '06 12345678' });
    expect(newCustomerDefaults({ ...user, phone: '' }, site)).toMatchObject({
      company: 'Bouwbedrijf De Vries',
      street: '',
      zipCode: '',
      city: '',
      phone: '',
    });
  });

  it('starts from the profile alone when nothing is delivered (collected at a shop)', () => {
    expect(newCustomerDefaults(user, null)).toMatchObject({
      company: '',
      name: 'Anna de Vries',
      email: 'anna@devries.example',
      street: '',
    });
  });
});
