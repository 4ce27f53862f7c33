import { StaffCustomersPage } from '../../features/staff-customers/components/staff-customers-page';
import { StaffGate } from './staff-gate';

/**
 * The staff's Klanten screen at `staffCustomers` (issue 32 point 5, decision 0135), behind the
 * staff screens' door; staff without the customerLinks role get 'Geen toegang' from the server's
 * 403 (the role is granted in data).
 */
export function StaffCustomersRoute() {
  return (
    <StaffGate screen="staffCustomers">
      <StaffCustomersPage />
    </StaffGate>
  );
}
