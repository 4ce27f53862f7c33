import type { PostcodeAddress } from '@portal/shared/schemas/postcode';
import { DUTCH_ZIP_CODE_PATTERN } from '@portal/shared/schemas/postcode';
import { useEffect, useRef, useState } from 'react';
import { additionOf, lookUpPostcode } from '../api/postcode';

/** How long typing must pause before the lookup asks: one request per finished number, not per key. */
const LOOKUP_DELAY_MS = 400;

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; address: PostcodeAddress }
  | { kind: 'choose'; addresses: PostcodeAddress[] }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

const compactZip = (zipCode: string) => zipCode.replace(/\s+/g, '').toUpperCase();

/** Whether the lookup can ask about this zip code and house number (a Dutch postcode, digits). */
export function canLookUp(zipCode: string, houseNumber: string): boolean {
  return DUTCH_ZIP_CODE_PATTERN.test(compactZip(zipCode)) && /^[1-9]\d{0,4}$/.test(houseNumber.trim());
}

/**
 * Looks up street and city when a Dutch zip code and house number are complete (spec 02
 * section 5). `onResult` gets each answer once: the form fills in a single address, offers a
 * choice for several, and clears street and city when there is none. Only the latest question
 * counts: an answer to an older one is dropped.
 */
export function usePostcodeLookup(
  zipCode: string,
  houseNumber: string,
  onResult: (state: LookupState) => void,
  enabled: boolean,
): LookupState {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(onResult);
  latest.current = onResult;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const question = `${compactZip(zipCode)} ${houseNumber.trim()}`;
    if (!enabled || !canLookUp(zipCode, houseNumber)) {
      asked.current = null;
      setState({ kind: 'idle' });
      return;
    }
    if (asked.current === question) return;
    const timer = setTimeout(async () => {
      asked.current = question;
      setState({ kind: 'busy' });
      const answer = await lookUpPostcode(compactZip(zipCode), houseNumber.trim());
      if (asked.current !== question) return;
      const next: LookupState =
        answer.kind !== 'found'
          ? answer
          : answer.addresses.length === 1
            ? { kind: 'found', address: answer.addresses[0] as PostcodeAddress }
            : { kind: 'choose', addresses: answer.addresses };
      setState(next);
      latest.current(next);
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [zipCode, houseNumber, enabled]);

  return state;
}

/** The fields of an address form that the lookup fills in. */
type LookedUpField = 'street' | 'city' | 'zipCode' | 'addition';
type SetField = (
  name: LookedUpField,
  value: string,
  options?: { shouldValidate?: boolean; shouldDirty?: boolean },
) => void;

/**
 * The lookup wired to an address form (delivery or invoice): one address fills street, city,
 * the postcode as '1234 AB' and a letter or addition; several wait for the customer's choice
 * (`fill`); none clears street and city (spec 02 section 5). Enabled once the customer changed
 * zip code or number, so opening a stored address does not overwrite its street.
 */
export function useAddressLookup(setField: SetField, zipCode: string, houseNumber: string, enabled: boolean) {
  const fill = (found: PostcodeAddress) => {
    const options = { shouldValidate: true, shouldDirty: true };
    setField('street', found.street, options);
    setField('city', found.city, options);
    setField('zipCode', found.zipCode, options);
    const addition = additionOf(found);
    if (addition) setField('addition', addition, options);
  };
  const lookup = usePostcodeLookup(
    zipCode,
    houseNumber,
    (result) => {
      if (result.kind === 'found') fill(result.address);
      if (result.kind === 'notFound') {
        setField('street', '', { shouldDirty: true });
        setField('city', '', { shouldDirty: true });
      }
    },
    enabled,
  );
  return { lookup, fill };
}
