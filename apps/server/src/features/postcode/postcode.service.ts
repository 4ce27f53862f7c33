import type {
  PostcodeAddress,
  PostcodeLookupQuery,
  PostcodeLookupResponse,
} from '@portal/shared/schemas/postcode';
import type { FastifyBaseLogger } from 'fastify';
import { type Failure, fail } from '../../platform/failure';
import type { PostcodeProvider } from './postcode-provider';

type Deps = { provider: PostcodeProvider; log: FastifyBaseLogger };

/**
 * The postcode lookup of the address forms (spec 02 sections 5 and 7; decision 0045): the
 * addresses at a postcode and number, narrowed to the letter and addition when given. Several
 * left is a choice for the customer; none is POSTCODE_NOT_FOUND, and a provider that cannot
 * answer is POSTCODE_LOOKUP_UNAVAILABLE (the form clears street and city on either).
 */
export function createPostcodeService(deps: Deps) {
  return {
    async lookup(
      query: PostcodeLookupQuery,
    ): Promise<PostcodeLookupResponse | Failure<'POSTCODE_NOT_FOUND' | 'POSTCODE_LOOKUP_UNAVAILABLE'>> {
      const answer = await deps.provider.find(query.zipCode, query.houseNumber);
      if (answer.kind === 'unavailable') {
        deps.log.warn(
          { provider: deps.provider.name, reason: answer.reason, detail: answer.detail },
          'postcode lookup unavailable',
        );
        return fail('POSTCODE_LOOKUP_UNAVAILABLE');
      }
      const addresses = answer.addresses
        .filter(
          (address) =>
            (query.houseLetter === undefined || address.houseLetter === query.houseLetter) &&
            (query.addition === undefined || address.addition === query.addition),
        )
        .sort(byLetterAndAddition);
      if (addresses.length === 0) return fail('POSTCODE_NOT_FOUND');
      return { addresses };
    },
  };
}
export type PostcodeService = ReturnType<typeof createPostcodeService>;

const collator = new Intl.Collator('nl', { numeric: true });

/** 12, 12-1, 12-2, 12 A, 12 A-1, 12 B: by letter (none first), then by addition in natural order. */
function byLetterAndAddition(one: PostcodeAddress, other: PostcodeAddress): number {
  return (
    collator.compare(one.houseLetter ?? '', other.houseLetter ?? '') ||
    collator.compare(one.addition ?? '', other.addition ?? '') ||
    collator.compare(one.street, other.street)
  );
}
