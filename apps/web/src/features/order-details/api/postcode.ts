import type { PostcodeAddress } from '@portal/shared/schemas/postcode';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The postcode lookup of the address form (spec 02 section 5): the addresses at a zip code and
 * house number. 'notFound' when there is none (the form clears street and city), 'unavailable'
 * when the address service could not answer (the customer types them).
 */
export type PostcodeAnswer =
  | { kind: 'found'; addresses: PostcodeAddress[] }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

export async function lookUpPostcode(zipCode: string, houseNumber: string): Promise<PostcodeAnswer> {
  try {
    const { addresses } = await callApi(contracts.postcode, 'lookUpPostcode', {
      query: { zipCode, houseNumber },
    });
    return addresses.length > 0 ? { kind: 'found', addresses } : { kind: 'notFound' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'POSTCODE_NOT_FOUND') return { kind: 'notFound' };
    if (error instanceof ApiRequestError && error.code === 'VALIDATION_ERROR') return { kind: 'notFound' };
    return { kind: 'unavailable' };
  }
}

/** A looked-up address's letter and addition as the form's one addition field keeps them: 'A', '1', 'A-1'. */
export function additionOf(address: PostcodeAddress): string {
  return [address.houseLetter, address.addition].filter(Boolean).join('-');
}
