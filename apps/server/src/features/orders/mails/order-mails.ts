import { formatPrice, formatTime } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import { dayAtTime } from '@portal/shared/rules/chosen-date';
import { containsUrl } from '@portal/shared/rules/contains-url';
import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import { orderTotals, VAT_PERCENT } from '@portal/shared/rules/vat';
import type { ChosenDate, OrderAddress } from '@portal/shared/schemas/order-details';
import { type OrderStatus, orderStatusLabel } from '@portal/shared/schemas/order-status';
import { DUTCH_ZIP_CODE_PATTERN, formatDutchZipCode } from '@portal/shared/schemas/postcode';
import type { OpeningHours } from '@portal/shared/schemas/shops';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import {
  type Block,
  type ComposedMail,
  type Fact,
  type LineLabels,
  type LineView,
  renderHtml,
  renderText,
  subjectLine,
} from './order-mail-layout';
import { type OrderMailTextKey, orderMailText as say } from './order-mail-texts';

/**
 * The order mails of issue 13 point 6 as pure functions of a placed order: the confirmation to the
 * customer, the status mail when the order is shipped or ready for pickup, and the job
 * notification to the shop. Each returns a subject with a plain-text and an HTML part; the caller
 * picks the recipient, checks the user's notification settings and queues the mail in the
 * transaction of the change that causes it (MailService.queue).
 */

/** The order as the mails need it; a full OrderRow will do. */
export type OrderMailOrder = Pick<
  OrderRow,
  | 'id'
  | 'kind'
  | 'pricesHidden'
  | 'orderNumber'
  | 'customerNumber'
  | 'express'
  | 'expressSurchargeCents'
  | 'deliveryChargeCents'
  | 'details'
  | 'totalExclVatCents'
  | 'vatCents'
  | 'totalInclVatCents'
  | 'createdAt'
>;

/** A line as the mails need it; a full OrderLineRow will do. */
export type OrderMailLine = Pick<
  OrderLineRow,
  | 'position'
  | 'kind'
  | 'priceHidden'
  | 'fileName'
  | 'pagesBw'
  | 'pagesColour'
  | 'pagesBlank'
  | 'productTitle'
  | 'specs'
  | 'quantity'
  | 'linePriceCents'
  | 'noPriceReason'
>;

/** The shop that does the order: its address and contact, and the hours it can be collected. */
export type OrderMailShop = {
  company: string;
  street: string;
  number: string;
  addition: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  openingHours: OpeningHours;
};

export type OrderMailInput = {
  order: OrderMailOrder;
  lines: readonly OrderMailLine[];
  shop: OrderMailShop;
  /** The user who placed the order (the confirmation and status mails go to this address). */
  customer: { name: string; email: string };
  /** config.brand.name */
  brandName: string;
  /** The portal's base URL for links (config.publicUrl), e.g. 'https://portal.example'. */
  portalUrl: string;
};

export type OrderMail = ComposedMail;

/** A mail's input from the order's rows, the people and the portal's configuration. */
export function orderMailInput(
  config: { brand: { name: string }; publicUrl: string },
  facts: Pick<OrderMailInput, 'order' | 'lines' | 'shop'> & { customer: { name: string; email: string } },
): OrderMailInput {
  return {
    order: facts.order,
    lines: facts.lines,
    shop: facts.shop,
    customer: { name: facts.customer.name, email: facts.customer.email },
    brandName: config.brand.name,
    portalUrl: config.publicUrl,
  };
}

/** The states that mail the customer; every other state returns null from orderStatusMail. */
export const MAILED_ORDER_STATUSES = [
  'shipped',
  'ready_for_pickup',
] as const satisfies readonly OrderStatus[];
export type MailedOrderStatus = (typeof MAILED_ORDER_STATUSES)[number];

export function isMailedOrderStatus(status: OrderStatus): status is MailedOrderStatus {
  return (MAILED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The links the mails carry: My orders (a dialog of the portal), the staff inbox and the job ticket. */
export function orderMailLinks(portalUrl: string, orderId: string) {
  const base = portalUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(orderId);
  return {
    myOrders: `${base}/?dlg=orders`,
    staffOrder: `${base}/medewerkers/orders/${id}`,
    jobTicket: `${base}/api/v3/order-desk/orders/${id}/job-ticket.xjdf`,
  };
}

// ---- dates, addresses, hours ----

/** Calendar days have no zone: noon UTC names the same day everywhere. */
const longDay = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longAmsterdamDay = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** '2026-11-24' -> 'dinsdag 24 november 2026'. */
export function longDutchDate(isoDate: string): string {
  return longDay.format(new Date(`${isoDate}T12:00:00Z`));
}

/** An instant as 'dinsdag 24 november 2026 om 14:05', in Europe/Amsterdam. */
function placedAtText(instant: Date): string {
  return say('placedAtValue', { date: longAmsterdamDay.format(instant), time: formatTime(instant) });
}

/** 'dinsdag 24 november 2026 om 08:30' (as the screens say it), with '(spoed)' when that was the choice. */
function chosenDateText(chosen: ChosenDate | null): string | null {
  if (!chosen) return null;
  const withTime = dayAtTime(longDutchDate(chosen.date), chosen.time);
  return chosen.title === 'spoed' ? say('dateExpress', { date: withTime }) : withTime;
}

const zipCodeText = (zipCode: string) =>
  DUTCH_ZIP_CODE_PATTERN.test(zipCode) ? formatDutchZipCode(zipCode) : zipCode;

type PostalParts = Pick<OrderAddress, 'street' | 'number' | 'addition' | 'zipCode' | 'city'>;

function postalLines(address: PostalParts): string[] {
  const street = [address.street, address.number, address.addition].filter((part) => part).join(' ');
  const place = [zipCodeText(address.zipCode), address.city].filter((part) => part).join(' ');
  return [street, place].filter((line) => line);
}

/** An address of the order, one line per part that is filled in. */
function orderAddressText(address: OrderAddress): string {
  return [address.company, address.department, address.name, ...postalLines(address)]
    .filter((line) => line)
    .join('\n');
}

function shopAddressText(shop: OrderMailShop): string {
  return [shop.company, ...postalLines(shop)].join('\n');
}

const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'] as const;

/** 'maandag t/m vrijdag 08:30–17:00': runs of days with the same hours, Monday first. */
export function openingHoursText(hours: OpeningHours): string {
  const days = [...hours].sort((a, b) => a.weekday - b.weekday);
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const day of days) {
    const text = `${day.opens}–${day.closes}`;
    const last = runs.at(-1);
    if (last && last.to === day.weekday - 1 && last.hours === text) last.to = day.weekday;
    else runs.push({ from: day.weekday, to: day.weekday, hours: text });
  }
  if (runs.length === 0) return say('openingHoursNone');
  const name = (weekday: number) => WEEKDAYS[weekday - 1] ?? String(weekday);
  return runs
    .map((run) => {
      if (run.from === run.to) return say('openingHoursDay', { day: name(run.from), hours: run.hours });
      const key = run.to === run.from + 1 ? 'openingHoursTwoDays' : 'openingHoursDays';
      return say(key, { from: name(run.from), to: name(run.to), hours: run.hours });
    })
    .join(', ');
}

// ---- lines and totals ----

function lineLabels(order: OrderMailOrder): LineLabels {
  return {
    file: say(traitsOf(order.kind).lines === 'jobs' ? 'lineJob' : 'lineFile'),
    product: say('lineProduct'),
    specs: say('lineSpecs'),
    pages: say('linePages'),
    quantity: say('lineQuantity'),
    price: say('linePrice'),
  };
}

function pagesText(line: OrderMailLine): string {
  if (line.pagesBw === null) return '';
  const colour = line.pagesColour ?? 0;
  const blank = line.pagesBlank ?? 0;
  const total = line.pagesBw + colour + blank;
  const kinds = [
    colour > 0 ? say('pagesColour', { count: colour }) : null,
    line.pagesBw > 0 ? say('pagesBw', { count: line.pagesBw }) : null,
    blank > 0 ? say('pagesBlank', { count: blank }) : null,
  ].filter((kind) => kind !== null);
  return kinds.length > 0 ? `${total} (${kinds.join(', ')})` : String(total);
}

/** A line without a price (noPriceReason set) is priced by the provider afterwards. */
const isUnpriced = (line: OrderMailLine) => line.linePriceCents === null || line.noPriceReason !== null;

/** How a line without an amount reads: a job's price follows, a secured print is by agreement. */
function missingPrice(line: OrderMailLine): string {
  if (line.noPriceReason === 'priceFollows' || line.noPriceReason === 'quoteRequest')
    return say('priceFollowsJob');
  if (line.noPriceReason === 'byAgreement') return say('priceByAgreement');
  return say('priceFollows');
}

/**
 * The lines as a mail shows them, with the titles the customer read when ordering (the order
 * keeps them: a product renamed since changes no mail). A line whose price the customer was not
 * shown reads 'Prijs op aanvraag' to them; the shop sees its amount.
 */
function lineViews(input: OrderMailInput, audience: 'customer' | 'shop'): LineView[] {
  return [...input.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => {
      const hidden = audience === 'customer' && (line.priceHidden || input.order.pricesHidden);
      return {
        position: line.position,
        name: line.fileName ?? line.productTitle,
        product: line.fileName === null ? '' : line.productTitle,
        specs: line.specs
          .filter((spec) => spec.optionName.trim() !== '')
          .map((spec) => `${spec.groupTitle}: ${spec.optionTitle}`)
          .join(', '),
        pages: pagesText(line),
        quantity: line.quantity,
        price: isUnpriced(line)
          ? missingPrice(line)
          : hidden
            ? say('priceOnRequest')
            : formatPrice(line.linePriceCents ?? 0),
      };
    });
}

/**
 * Whether the customer's mail shows amounts: never for a quote request (no price yet), nor when
 * the theme hid prices; totals not when a line's price was hidden either (they would tell it).
 */
const customerSeesPrices = (input: OrderMailInput) =>
  !traitsOf(input.order.kind).quoteRequest && !input.order.pricesHidden;
const customerSeesTotals = (input: OrderMailInput) =>
  customerSeesPrices(input) && !input.lines.some((line) => line.priceHidden);

/** The order's stored totals (of the priced lines, BTW on the total: rules/vat.ts). */
function totalsBlock(input: OrderMailInput, audience: 'customer' | 'shop'): Block {
  const { order } = input;
  const unpriced = input.lines.filter(isUnpriced).length;
  const note =
    unpriced === 0
      ? null
      : audience === 'shop'
        ? say('jobTotalsWithoutQuotes')
        : say(unpriced === 1 ? 'totalsWithoutQuotes_one' : 'totalsWithoutQuotes_other', { count: unpriced });
  return {
    kind: 'totals',
    rows: [
      // The surcharges are in the totals below (decision 0131): said, so that the sum reads.
      ...(order.expressSurchargeCents > 0
        ? [{ label: say('expressSurcharge'), value: formatPrice(order.expressSurchargeCents) }]
        : []),
      ...(order.deliveryChargeCents > 0
        ? [{ label: say('deliveryCharge'), value: formatPrice(order.deliveryChargeCents) }]
        : []),
      { label: say('totalExclVat'), value: formatPrice(order.totalExclVatCents) },
      { label: say('vat', { percent: VAT_PERCENT }), value: formatPrice(order.vatCents) },
      { label: say('totalInclVat'), value: formatPrice(order.totalInclVatCents) },
    ],
    note,
  };
}

// ---- facts shared by the mails ----

const fact = (label: OrderMailTextKey, value: string | null | undefined): Fact[] =>
  value ? [{ label: say(label), value }] : [];

function projectFacts(input: OrderMailInput): Fact[] {
  const { details } = input.order;
  return [
    ...fact('project', details.project?.name.trim()),
    ...fact('reference', details.reference.trim()),
    ...fact('quotationNo', details.quotationNo?.trim()),
  ];
}

/**
 * The facts that name an order: its number, when it was placed, spoed, and the customer's project,
 * reference and quotation number. The customer's confirmation and the shop's job mail both open
 * with them, so the customer and the shop read the order's identity in the same words.
 */
function orderFacts(input: OrderMailInput): Fact[] {
  const { order } = input;
  return [
    { label: say('orderNumber'), value: order.orderNumber },
    { label: say('placedAt'), value: placedAtText(order.createdAt) },
    ...(order.express ? fact('express', say('yes')) : []),
    ...projectFacts(input),
  ];
}

const isPickUpAtShop = (input: OrderMailInput) => input.order.details.orderType === 'pickUp';

const pickUpLocationFact = (shop: OrderMailShop): Fact => ({
  label: say('pickUpLocation'),
  value: shopAddressText(shop),
});

/** When and how the customer reaches the shop. */
function shopContactFacts(shop: OrderMailShop): Fact[] {
  return [
    { label: say('openingHours'), value: openingHoursText(shop.openingHours) },
    ...fact('phone', shop.phone),
    ...fact('email', shop.email),
  ];
}

/** Where and when the order goes: the shop for a pickup, else the delivery address. */
function fulfilmentBlocks(input: OrderMailInput, audience: 'customer' | 'shop'): Block[] {
  const { details } = input.order;
  const blocks: Block[] = [];
  // A copy or scan order starts with collecting the originals at the customer's address.
  if ((details.orderType === 'copyOrder' || details.orderType === 'scanOrder') && details.pickUpAddress) {
    blocks.push(
      { kind: 'heading', text: say('headingCollectOriginals') },
      {
        kind: 'facts',
        facts: [
          { label: say('collectAddress'), value: orderAddressText(details.pickUpAddress) },
          ...fact('collectDate', chosenDateText(details.pickUpDate)),
        ],
      },
    );
  }
  if (isPickUpAtShop(input)) {
    // The shop knows its own hours and phone number; the customer is told them.
    const facts = [
      pickUpLocationFact(input.shop),
      ...fact('pickUpDate', chosenDateText(details.deliveryDate)),
      ...(audience === 'customer' ? shopContactFacts(input.shop) : []),
    ];
    blocks.push({ kind: 'heading', text: say('headingPickUp') }, { kind: 'facts', facts });
    return blocks;
  }
  const address = details.deliveryAddress;
  blocks.push(
    { kind: 'heading', text: say('headingDelivery') },
    {
      kind: 'facts',
      facts: [
        ...fact('deliveryAddress', address ? orderAddressText(address) : null),
        ...(audience === 'shop' ? fact('phone', address?.phone) : []),
        ...(address?.isConstructionSite ? fact('constructionSite', say('yes')) : []),
        ...fact('deliveryDate', chosenDateText(details.deliveryDate)),
        ...fact('letter', details.letter.trim()),
      ],
    },
  );
  return blocks;
}

function greeted(customer: OrderMailInput['customer']): string {
  // As the account mails: a stored name holding a web address never goes into a mail.
  const name = customer.name.trim();
  return name && !containsUrl(name) ? name : translate('mails.anonymousName');
}

function questionsBlock(shop: OrderMailShop): Block {
  return {
    kind: 'paragraph',
    text: say('questions', { shop: shop.company, phone: shop.phone, email: shop.email }),
  };
}

/** The link to the portal's My orders (named as the side menu names it). */
function myOrdersBlock(input: OrderMailInput): Block {
  return {
    kind: 'link',
    label: say('myOrdersLink', { myOrders: translate('menu.myOrders') }),
    url: orderMailLinks(input.portalUrl, input.order.id).myOrders,
  };
}

function compose(input: OrderMailInput, subject: string, blocks: Block[], signature: string): OrderMail {
  const line = subjectLine(subject);
  return {
    subject: line,
    text: renderText(blocks, signature),
    html: renderHtml({ brandName: input.brandName, subject: line, blocks, signature }),
  };
}

const customerSignature = (input: OrderMailInput) => translate('mails.signature', { brand: input.brandName });

// ---- the mails ----

/** The confirmation's subject and opening by what was ordered (decision 0071). */
function confirmationWords(input: OrderMailInput): { subject: string; intro: string } {
  const { order } = input;
  const values = {
    name: greeted(input.customer),
    brand: input.brandName,
    orderNumber: order.orderNumber,
    shop: input.shop.company,
    quotationNo: order.details.quotationNo ?? '',
  };
  const words: Record<OrderMailOrder['kind'], [OrderMailTextKey, OrderMailTextKey]> = {
    print: ['confirmationSubject', 'confirmationIntro'],
    copy: ['copySubject', 'copyIntro'],
    scan: ['scanSubject', 'scanIntro'],
    quote: ['quoteSubject', 'quoteIntro'],
    quoted: ['confirmationSubject', 'quotedIntro'],
    secured: ['securedSubject', 'securedIntro'],
    store: ['confirmationSubject', 'confirmationIntro'],
  };
  const [subject, intro] = words[order.kind];
  return { subject: say(subject, values), intro: say(intro, values) };
}

/** The heading above the lines: files, a job, or the request. */
function linesHeading(order: OrderMailOrder): string {
  const { lines } = traitsOf(order.kind);
  return say(lines === 'request' ? 'headingRequest' : lines === 'jobs' ? 'headingJob' : 'headingLines');
}

/** To the customer when the order is placed (when the user's notifyOrderConfirmation is on). */
export function orderConfirmationMail(input: OrderMailInput): OrderMail {
  const { order } = input;
  const { invoiceAddress } = order.details;
  const words = confirmationWords(input);
  const blocks: Block[] = [
    { kind: 'paragraph', text: words.intro },
    ...(order.express ? [{ kind: 'paragraph', text: say('confirmationExpress') } as const] : []),
    { kind: 'heading', text: say('headingOrder') },
    {
      kind: 'facts',
      facts: [
        ...orderFacts(input),
        ...fact('customerNumber', order.customerNumber),
        ...fact('invoiceAddress', invoiceAddress ? orderAddressText(invoiceAddress) : null),
      ],
    },
    ...fulfilmentBlocks(input, 'customer'),
    ...instructionBlocks(input),
    { kind: 'heading', text: linesHeading(order) },
    {
      kind: 'lines',
      lines: lineViews(input, 'customer'),
      labels: lineLabels(order),
      showPrices: customerSeesPrices(input),
    },
    ...(customerSeesTotals(input) ? [totalsBlock(input, 'customer')] : []),
    myOrdersBlock(input),
    questionsBlock(input.shop),
  ];
  return compose(input, words.subject, blocks, customerSignature(input));
}

/**
 * To the customer when the order moves to `status` (when the user's notifyDelivery is on). Only
 * 'shipped' and 'ready_for_pickup' have a mail (MAILED_ORDER_STATUSES); for every other state
 * this returns null, so a caller may pass each new state and queue what comes back.
 */
export function orderStatusMail(input: OrderMailInput, status: OrderStatus): OrderMail | null {
  if (!isMailedOrderStatus(status)) return null;
  const { order } = input;
  const { details } = order;
  const name = greeted(input.customer);
  const statusFacts: Fact[] = [
    { label: say('orderNumber'), value: order.orderNumber },
    { label: say('status'), value: orderStatusLabel(status) },
    ...projectFacts(input),
  ];
  const where: Fact[] =
    status === 'ready_for_pickup'
      ? [pickUpLocationFact(input.shop), ...shopContactFacts(input.shop)]
      : [
          ...fact(
            'deliveryAddress',
            details.deliveryAddress ? orderAddressText(details.deliveryAddress) : null,
          ),
          ...fact('deliveryDate', chosenDateText(details.deliveryDate)),
        ];
  const intro =
    status === 'ready_for_pickup'
      ? say('readyIntro', { name, orderNumber: order.orderNumber, shop: input.shop.company })
      : say('shippedIntro', { name, orderNumber: order.orderNumber });
  const blocks: Block[] = [
    { kind: 'paragraph', text: intro },
    { kind: 'facts', facts: [...statusFacts, ...where] },
    { kind: 'heading', text: linesHeading(order) },
    { kind: 'lines', lines: lineViews(input, 'customer'), labels: lineLabels(order), showPrices: false },
    myOrdersBlock(input),
    questionsBlock(input.shop),
  ];
  const subject = say(status === 'ready_for_pickup' ? 'readySubject' : 'shippedSubject', {
    orderNumber: order.orderNumber,
  });
  return compose(input, subject, blocks, customerSignature(input));
}

/** The company the order is for: the invoice's, else the delivery address's. */
function companyOf(input: OrderMailInput): string {
  const { invoiceAddress, deliveryAddress } = input.order.details;
  return (invoiceAddress?.company || deliveryAddress?.company || '').trim();
}

/** What a new order is called in the shop's subject line ('Nieuwe kopieeropdracht 2026-000123'). */
const jobNoun = (order: OrderMailOrder) => translate(`placedOrders.jobNoun.${order.kind}`);

/** To the shop's mailbox when the order is placed: the job, with links to the inbox and the ticket. */
export function shopJobMail(input: OrderMailInput): OrderMail {
  const { order } = input;
  const { details } = order;
  const { quoteRequest } = traitsOf(order.kind);
  const links = orderMailLinks(input.portalUrl, order.id);
  const company = companyOf(input);
  const invoice = details.invoiceAddress;
  const orderedBy = [input.customer.name.trim(), input.customer.email].filter((part) => part).join('\n');
  const blocks: Block[] = [
    ...(order.express ? [{ kind: 'banner', text: say('jobExpressBanner') } as const] : []),
    {
      kind: 'paragraph',
      text: say(quoteRequest ? 'jobIntroQuote' : 'jobIntro', { shop: input.shop.company }),
    },
    { kind: 'heading', text: say('headingOrderDesk') },
    {
      kind: 'facts',
      facts: orderFacts(input),
    },
    { kind: 'heading', text: say('headingCustomer') },
    {
      kind: 'facts',
      facts: [
        { label: say('customerNumber'), value: order.customerNumber ?? say('noCustomerNumber') },
        ...fact('company', company),
        ...(invoice?.newCustomer ? fact('kvk', invoice.kvk) : []),
        ...fact('orderedBy', orderedBy),
        ...fact('phone', details.phone.trim()),
        ...fact('invoiceAddress', invoice ? orderAddressText(invoice) : null),
      ],
    },
    ...fulfilmentBlocks(input, 'shop'),
    ...instructionBlocks(input),
    { kind: 'heading', text: linesHeading(order) },
    {
      kind: 'lines',
      lines: lineViews(input, 'shop'),
      labels: lineLabels(order),
      showPrices: !quoteRequest,
    },
    ...(quoteRequest ? [] : [totalsBlock(input, 'shop')]),
    { kind: 'link', label: say('jobInboxLink'), url: links.staffOrder },
    // A quote request is no work yet: it has no ticket until it is ordered.
    ...(traitsOf(order.kind).jobTicket
      ? [{ kind: 'link', label: say('jobTicketLink'), url: links.jobTicket } as const]
      : []),
  ];
  const title = company
    ? say('jobSubject', { orderNumber: order.orderNumber, company, what: jobNoun(order) })
    : say('jobSubjectNoCompany', { orderNumber: order.orderNumber, what: jobNoun(order) });
  const subject = order.express ? `${say('jobExpressPrefix')}: ${title}` : title;
  return compose(input, subject, blocks, say('jobSignature', { brand: input.brandName }));
}

function instructionBlocks(input: OrderMailInput): Block[] {
  const { details } = input.order;
  const facts = [
    ...fact('instruction', details.instruction.trim()),
    ...(details.cleanDesk ? fact('cleanDesk', say('yes')) : []),
    ...(details.secure ? fact('secure', say('yes')) : []),
  ];
  return facts.length > 0
    ? [
        { kind: 'heading', text: say('headingInstructions') },
        { kind: 'facts', facts },
      ]
    : [];
}

/** The answer to a quote request, as its mail shows it. */
export type QuoteAnswer = { quotationNo: string; priceCents: number; note: string; validUntil: string };

/**
 * To the customer when staff answer their quote request (issue 28 point 5): the quotation number,
 * the price with BTW, until when it stands and the note, above what they asked; the link leads
 * to My orders, where they order it.
 */
export function quoteAnsweredMail(input: OrderMailInput, quote: QuoteAnswer): OrderMail {
  const { order } = input;
  const totals = orderTotals(quote.priceCents);
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: say('quoteAnsweredIntro', {
        name: greeted(input.customer),
        requestNumber: order.orderNumber,
        validUntil: longDutchDate(quote.validUntil),
      }),
    },
    { kind: 'heading', text: say('headingQuote') },
    {
      kind: 'facts',
      facts: [
        { label: say('quotationNo'), value: quote.quotationNo },
        { label: say('requestNumber'), value: order.orderNumber },
        // No amount to a customer who is shown none (decision 0098): staff tell the price otherwise.
        ...(order.pricesHidden
          ? []
          : [
              { label: say('totalExclVat'), value: formatPrice(totals.exclVatCents) },
              { label: say('vat', { percent: VAT_PERCENT }), value: formatPrice(totals.vatCents) },
              { label: say('totalInclVat'), value: formatPrice(totals.inclVatCents) },
            ]),
        { label: say('validUntil'), value: longDutchDate(quote.validUntil) },
        ...fact('note', quote.note.trim()),
      ],
    },
    { kind: 'heading', text: say('headingRequest') },
    { kind: 'lines', lines: lineViews(input, 'customer'), labels: lineLabels(order), showPrices: false },
    {
      kind: 'link',
      label: say('quoteAnsweredOrderLink', { myOrders: translate('menu.myOrders') }),
      url: orderMailLinks(input.portalUrl, order.id).myOrders,
    },
    questionsBlock(input.shop),
  ];
  const subject = say('quoteAnsweredSubject', { quotationNo: quote.quotationNo, brand: input.brandName });
  return compose(input, subject, blocks, customerSignature(input));
}

/** The archive a scan order was delivered into, as its mail names it. */
export type DeliveredArchive = { id: string; name: string; folderPath: string[]; location: string };

/**
 * To the customer when staff finish a scan order's delivery into their archive (issue 31 point
 * 5, decision 0126): 'Uw archief staat klaar', the archive and folder, and the link that opens
 * the archive in the portal's file store (a login first; the path is kept through it).
 */
export function scanDeliveredMail(input: OrderMailInput, archive: DeliveredArchive): OrderMail {
  const { order } = input;
  const base = input.portalUrl.replace(/\/+$/, '');
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: say('scanDeliveredIntro', {
        name: greeted(input.customer),
        orderNumber: order.orderNumber,
        archive: `‘${archive.name}’`,
      }),
    },
    { kind: 'heading', text: say('headingArchive') },
    {
      kind: 'facts',
      facts: [
        { label: say('archiveName'), value: archive.name },
        ...fact('archiveFolder', archive.folderPath.join(' / ')),
        ...fact('archiveLocation', archive.location.trim()),
        { label: say('orderNumber'), value: order.orderNumber },
      ],
    },
    {
      kind: 'link',
      label: say('scanDeliveredLink'),
      url: `${base}/filestore/archive/${encodeURIComponent(archive.id)}`,
    },
    questionsBlock(input.shop),
  ];
  return compose(input, say('scanDeliveredSubject'), blocks, customerSignature(input));
}
