import { formatMm, type JobTicketOrder, pageCount } from './job-ticket-order';

/**
 * The same job ticket as plain JSON, for shops without an XJDF workflow. Keys are written in a
 * fixed order and never renamed within a version; a change that breaks a reader raises `version`
 * (a key added, such as a finishing's `option` and a line's `choices`, breaks none).
 */

export const JSON_TICKET_VERSION = 1;

export function toJsonTicket(order: JobTicketOrder) {
  return {
    version: JSON_TICKET_VERSION,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    promisedEnd: order.promisedEnd,
    express: order.express,
    customer: {
      customerNumber: order.customerNumber,
      project: order.project,
      reference: order.reference,
      orderedBy: { name: order.orderedBy.name, email: order.orderedBy.email, phone: order.orderedBy.phone },
    },
    fulfilment: order.fulfilment,
    shop: { id: order.shop.id, company: order.shop.company },
    delivery:
      order.fulfilment === 'deliver' && order.delivery
        ? {
            company: order.delivery.company,
            department: order.delivery.department,
            name: order.delivery.name,
            street: order.delivery.street,
            number: order.delivery.number,
            addition: order.delivery.addition,
            zipCode: order.delivery.zipCode,
            city: order.delivery.city,
            country: order.delivery.country,
            phone: order.delivery.phone,
            email: order.delivery.email,
          }
        : null,
    lines: order.lines.map((line) => {
      const { widthMm, heightMm } = formatMm(line.format);
      return {
        position: line.position,
        productTitle: line.productTitle,
        quantity: line.quantity,
        file: { name: line.fileName, url: line.fileUrl },
        pages: {
          total: pageCount(line),
          bw: line.pages.bw,
          colour: line.pages.colour,
          blank: line.pages.blank,
        },
        format: { name: typeof line.format === 'string' ? line.format : 'custom', widthMm, heightMm },
        sides: line.sides,
        colour: line.colour,
        paper: line.paper ? { name: line.paper.name, weightGsm: line.paper.weightGsm } : null,
        finishing: line.finishing.map((f) => ({ kind: f.kind, title: f.title, option: f.option ?? null })),
        choices: line.choices.map((choice) => ({
          menu: choice.menu,
          group: choice.group,
          groupTitle: choice.groupTitle,
          option: choice.option,
          optionTitle: choice.optionTitle,
        })),
      };
    }),
  };
}

export type JsonTicket = ReturnType<typeof toJsonTicket>;
