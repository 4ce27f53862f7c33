import type { FlowModule } from './flow-module';
import { JobConfirmRoute, JobDeliverRoute, JobInvoiceRoute, JobPickUpRoute } from './job-steps';

/** The copy order's pages (kopieer-order, issue 28 point 3; spec 02 section 2.1). */

function CopyOrderPickUp() {
  return <JobPickUpRoute flow="copy" />;
}

function CopyOrderDeliver() {
  return <JobDeliverRoute flow="copy" />;
}

function CopyOrderInvoice() {
  return <JobInvoiceRoute flow="copy" />;
}

function CopyOrderConfirm() {
  return <JobConfirmRoute flow="copy" />;
}

export const routes: FlowModule['routes'] = {
  copyOrderPickUp: CopyOrderPickUp,
  copyOrderDeliver: CopyOrderDeliver,
  copyOrderInvoice: CopyOrderInvoice,
  copyOrderConfirm: CopyOrderConfirm,
};
