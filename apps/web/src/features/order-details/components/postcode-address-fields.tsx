import { SimpleGrid, TextInput } from '@mantine/core';
import type { PostcodeAddress } from '@portal/shared/schemas/postcode';
import type { ComponentProps } from 'react';
import type { LookupState } from '../hooks/use-postcode-lookup';
import { PostcodeLookupMessage } from './postcode-lookup-message';

/** The fields of an address that the postcode lookup reads or fills. */
type PostcodeField = 'zipCode' | 'number' | 'addition' | 'street' | 'city';

type PostcodeAddressFieldsProps = {
  /** The form's props for a field's input: label, length, error and registration. */
  input: (name: PostcodeField, required: boolean) => ComponentProps<typeof TextInput>;
  /** Whether zip code and house number are required (a construction site may lack them). */
  houseRequired: boolean;
  /** The id of a hint on the lookup that zip code and number refer to, when the form shows one. */
  hintId?: string;
  lookup: LookupState;
  onChoose: (address: PostcodeAddress) => void;
};

/**
 * Zip code, house number and addition, what the postcode lookup found, then street and city: the
 * part of an address form that the lookup fills (spec 02 section 5). The delivery address form and
 * the new customer's invoice address form share it, so both keep this order, layout and the
 * browser's autocomplete hints.
 */
export function PostcodeAddressFields({
  input,
  houseRequired,
  hintId,
  lookup,
  onChoose,
}: PostcodeAddressFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          {...input('zipCode', houseRequired)}
          autoComplete="postal-code"
          aria-describedby={hintId}
        />
        <TextInput {...input('number', houseRequired)} inputMode="numeric" aria-describedby={hintId} />
        <TextInput {...input('addition', false)} />
      </SimpleGrid>
      <PostcodeLookupMessage state={lookup} onChoose={onChoose} />
      <TextInput {...input('street', true)} autoComplete="address-line1" />
      <TextInput {...input('city', true)} autoComplete="address-level2" />
    </>
  );
}
