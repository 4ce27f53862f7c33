import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import { describe, expect, it } from 'vitest';
import { preferredDeliveryAddress } from './order-address';

const an = (company: string, isDefault = false): StoredDeliveryAddress => ({
  id: `00000000-0000-4000-8000-${String(company.length).padStart(12, '0')}`,
  company,
  department: '',
  name: '',
  street: '',
  number: '',
  addition: '',
  zipCode: '',
  city: '',
  phone: '',
  email: '',
  isConstructionSite: false,
  isDefault,
  deliveryAddress: true,
  isEditable: true,
});

describe('preferredDeliveryAddress (decision 0135)', () => {
  it('is the default wherever it is in the list, else the first, and nothing for an empty list', () => {
    const site = an('Bouwbedrijf Demo - bouwplaats');
    const office = an('Bouwbedrijf Demo B.V.', true);
    expect(preferredDeliveryAddress([site, office])).toBe(office);
    expect(preferredDeliveryAddress([site, an('Bouwbedrijf Demo B.V.')])).toBe(site);
    expect(preferredDeliveryAddress([])).toBeUndefined();
  });
});
