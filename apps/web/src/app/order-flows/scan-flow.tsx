import type { FlowModule } from './flow-module';
import { JobConfirmRoute, JobDeliverRoute, JobInvoiceRoute, JobPickUpRoute } from './job-steps';

/** The scan order's pages (scan-order, issue 28 point 4; spec 02 section 2.1). */

function ScanOrderPickUp() {
  return <JobPickUpRoute flow="scan" />;
}

function ScanOrderDeliver() {
  return <JobDeliverRoute flow="scan" />;
}

function ScanOrderInvoice() {
  return <JobInvoiceRoute flow="scan" />;
}

function ScanOrderConfirm() {
  return <JobConfirmRoute flow="scan" />;
}

export const routes: FlowModule['routes'] = {
  scanOrderPickUp: ScanOrderPickUp,
  scanOrderDeliver: ScanOrderDeliver,
  scanOrderInvoice: ScanOrderInvoice,
  scanOrderConfirm: ScanOrderConfirm,
};
