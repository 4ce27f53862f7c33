import './content-texts';
import type { ServiceKey } from '@portal/shared/i18n/nl/services';
import { ServiceRequestPage } from '../../features/contact/components/service-request-page';

/** A flow that is not built yet: its service's request page. */
export function ServiceRequestRoute({ service }: { service: ServiceKey }) {
  return <ServiceRequestPage service={service} />;
}
