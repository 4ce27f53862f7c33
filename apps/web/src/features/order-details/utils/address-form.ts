import type { ADDRESS_MAX_LENGTH } from '@portal/shared/schemas/addresses';

/**
 * The text fields of an address form that opens empty. The delivery address form and the new
 * customer's invoice address form start from it and add their own fields, so both name the address
 * book's fields once.
 */
export const EMPTY_ADDRESS_TEXT: Record<keyof typeof ADDRESS_MAX_LENGTH, string> = {
  company: '',
  department: '',
  name: '',
  street: '',
  number: '',
  addition: '',
  zipCode: '',
  city: '',
  phone: '',
  email: '',
};
