import type { PostcodeAddress } from '@portal/shared/schemas/postcode';

/**
 * Where the postcode lookup asks for the addresses at a postcode and house number (decision
 * 0045). A provider answers every address at that number, whatever its letter or addition; the
 * service picks the ones the customer asked for. Chosen by POSTCODE_PROVIDER.
 */
export type PostcodeProvider = {
  name: 'builtin' | 'pdok';
  /** zipCode as '1234AB', houseNumber digits only (both checked by the lookup's schema). */
  find(zipCode: string, houseNumber: string): Promise<ProviderAnswer>;
};

/** Why an outside provider gave no usable answer: logged, and told to the customer as one code. */
export type UnavailableReason = 'unreachable' | 'timeout' | 'bad-status' | 'bad-answer';

export type ProviderAnswer =
  /** Every address at the number; none when the register has no such address. */
  | { kind: 'found'; addresses: PostcodeAddress[] }
  | { kind: 'unavailable'; reason: UnavailableReason; detail: string };
