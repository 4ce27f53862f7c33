import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { DeliveryAddressList } from './delivery-address-list';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function address(n: number, company: string, city: string, editable = true): StoredDeliveryAddress {
  return {
    id: uuid(n),
    company,
    department: '',
    name: 'Receptie',
    street: 'Dorpsstraat',
    number: String(n),
    addition: '',
    zipCode: '1234 AB',
    city,
    phone: '',
    email: '',
    isConstructionSite: false,
    isDefault: false,
    deliveryAddress: true,
    isEditable: editable,
  };
}

const SIX = [
  address(1, 'Bouwbedrijf Demo B.V.', 'Utrecht'),
  address(2, 'Bouwbedrijf Demo opslag', 'IJsselstein'),
  address(3, 'Gemeentehuis', 'Rivierstad'),
  address(4, 'Bibliotheek', 'Rivierstad'),
  address(5, 'Architectenbureau', 'Amsterdam'),
  address(6, 'Zorggroep Midden', 'Eindhoven'),
];

function renderList(
  addresses: StoredDeliveryAddress[],
  options: { mayAdd?: boolean; chosenId?: string | null } = {},
) {
  const onChoose = vi.fn();
  renderWithApp(
    <DeliveryAddressList
      addresses={addresses}
      mayAdd={options.mayAdd ?? true}
      chosenId={options.chosenId ?? null}
      onChoose={onChoose}
      onDeleted={vi.fn()}
      departmentRequired={false}
      departmentLabel={null}
    />,
  );
  return { onChoose };
}

describe('the delivery address list (spec 02 section 2.3)', () => {
  beforeAll(initTestI18n);

  it('has no search field for five addresses or fewer', () => {
    renderList(SIX.slice(0, 5));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('searches above five addresses, by company or place, and says when nothing is found', () => {
    renderList(SIX);
    const search = screen.getByRole('searchbox', { name: 'Zoek in uw adressen' });
    fireEvent.change(search, { target: { value: 'rivierstad' } });
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      expect.stringContaining('Gemeentehuis'),
      expect.stringContaining('Bibliotheek'),
    ]);
    fireEvent.change(search, { target: { value: 'bouwbedrijf opslag' } });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'Groningen' } });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Niets gevonden')).toBeTruthy();
  });

  it("says 'De lijst is nog leeg' without addresses, and offers Nieuw only when the theme allows adding", () => {
    renderList([], { mayAdd: false });
    expect(screen.getByText('De lijst is nog leeg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuw' })).toBeNull();
  });

  it('offers Bewerken only for the chosen address when the theme allows editing it', () => {
    renderList([address(1, 'Vast adres', 'Utrecht', false)], { chosenId: uuid(1) });
    expect(screen.queryByRole('button', { name: 'Bewerken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nieuw' })).toBeTruthy();
  });

  it('chooses the address that is clicked', () => {
    const { onChoose } = renderList(SIX.slice(0, 3));
    fireEvent.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: /Gemeentehuis/ }));
    expect(onChoose).toHaveBeenCalledWith(SIX[2]);
  });
});
