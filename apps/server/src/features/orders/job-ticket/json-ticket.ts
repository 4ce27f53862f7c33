import { formatMm, type JobTicketContact, type JobTicketOrder, pageCount } from './job-ticket-order';

const contactJson = (contact: JobTicketContact) => ({
  company: contact.company,
  department: contact.department,
  name: contact.name,
  street: contact.street,
  number: contact.number,
  addition: contact.addition,
  zipCode: contact.zipCode,
  city: contact.city,
  country: contact.country,
  phone: contact.phone,
  email: contact.email,
});

/**
 * The same job ticket as plain JSON, for shops without an XJDF workflow. Keys are written in a
 * fixed order and never renamed within a version; a change that breaks a reader raises `version`
 * (a key added, such as a finishing's `option` and a line's `choices`, breaks none). Version 2
 * (decision 0071): every kind of order; a line's `file` is null for a job without one (a copy or
 * scan job), `print` is null for work that is not printed; the order's kind, instruction and
 * collection of originals.
 */

export const JSON_TICKET_VERSION = 2;

export function toJsonTicket(order: JobTicketOrder) {
  return {
    version: JSON_TICKET_VERSION,
    orderNumber: order.orderNumber,
    kind: order.kind,
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
    instruction: order.instruction,
    collection: order.collection
      ? { ...contactJson(order.collection.address), at: order.collection.at }
      : null,
    shop: { id: order.shop.id, company: order.shop.company },
    delivery: order.fulfilment === 'deliver' && order.delivery ? contactJson(order.delivery) : null,
    deliveryChargeCents: order.deliveryChargeCents,
    lines: order.lines.map((line) => {
      const { widthMm, heightMm } = formatMm(line.format);
      return {
        position: line.position,
        kind: line.kind,
        productTitle: line.productTitle,
        quantity: line.quantity,
        file: line.fileName !== null ? { name: line.fileName, url: line.fileUrl } : null,
        attachments: line.attachments.map((file) => ({
          name: file.fileName,
          url: file.fileUrl,
          pages: file.pages,
        })),
        notes: line.notes,
        printed: line.printed,
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
