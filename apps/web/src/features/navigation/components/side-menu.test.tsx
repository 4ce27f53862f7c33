import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { SideMenu } from './side-menu';

beforeAll(initTestI18n);

const staff = { loggedIn: true, isStaff: true, hasFiles: false };

describe('the side menu for staff', () => {
  it("leads staff with the order-desk role to 'Orderbalie'", async () => {
    renderWithApp(
      <SideMenu opened onClose={() => {}} onLogOut={() => {}} account={{ ...staff, orderDesk: true }} />,
    );
    const link = await screen.findByRole('link', { name: 'Orderbalie' });
    expect(link.getAttribute('href')).toBe('/medewerkers/orders');
  });

  it('offers no order desk to staff without the role', async () => {
    renderWithApp(
      <SideMenu opened onClose={() => {}} onLogOut={() => {}} account={{ ...staff, orderDesk: false }} />,
    );
    await screen.findByRole('link', { name: 'Startpagina' });
    expect(screen.queryByRole('link', { name: 'Orderbalie' })).toBeNull();
  });
});
