import type { OrderKind } from '../schemas/order-kinds';

/**
 * What each kind of order is, once (issue 28, decisions 0071 and 0100): the pipeline, the mails,
 * the job tickets, the desk and My orders read a placed order by these traits, never by asking
 * which kind it is. A new kind states its traits here (TypeScript asks for every kind).
 */
export type OrderKindTraits = {
  /** A request for a price, not work yet: no price, no job ticket, a quote's completeness rules. */
  quoteRequest: boolean;
  /** Made into a job ticket (XJDF and JSON) at placement. */
  jobTicket: boolean;
  /** Placed on an answered quote: it shows that quote. */
  placedOnQuote: boolean;
  /** What its lines are, in the mails: uploaded files, jobs (on originals, or a quote's work), or what is asked. */
  lines: 'files' | 'jobs' | 'request';
  /** Its files are confidential: at the desk only the staff of the shop that makes it read them. */
  confidentialFiles: boolean;
  /** 'Opnieuw bestellen' puts its files and products back in a cart as they were. */
  reorderable: boolean;
  /**
   * Priced from the catalogue, so the shop's delivery charge and minimum order value apply
   * (rules/delivery-costs.ts, decision 0131).
   */
  deliveryTerms: boolean;
};

export const ORDER_KIND_TRAITS = {
  print: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: false,
    lines: 'files',
    confidentialFiles: false,
    reorderable: true,
    deliveryTerms: true,
  },
  copy: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: false,
    lines: 'jobs',
    confidentialFiles: false,
    reorderable: false,
    deliveryTerms: false,
  },
  scan: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: false,
    lines: 'jobs',
    confidentialFiles: false,
    reorderable: false,
    deliveryTerms: false,
  },
  quote: {
    quoteRequest: true,
    jobTicket: false,
    placedOnQuote: false,
    lines: 'request',
    confidentialFiles: false,
    reorderable: false,
    deliveryTerms: false,
  },
  quoted: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: true,
    lines: 'jobs',
    confidentialFiles: false,
    reorderable: false,
    deliveryTerms: false,
  },
  secured: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: false,
    lines: 'files',
    confidentialFiles: true,
    reorderable: false,
    deliveryTerms: false,
  },
  /** The print store's check-out: store items, and the session's files when the cart has both. */
  store: {
    quoteRequest: false,
    jobTicket: true,
    placedOnQuote: false,
    lines: 'files',
    confidentialFiles: false,
    reorderable: false,
    deliveryTerms: true,
  },
} as const satisfies Record<OrderKind, OrderKindTraits>;

/** The traits of an order's kind. */
export const traitsOf = (kind: OrderKind): OrderKindTraits => ORDER_KIND_TRAITS[kind];
