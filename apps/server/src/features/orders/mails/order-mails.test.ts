import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import { orderStatuses } from '@portal/shared/schemas/order-status';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  isMailedOrderStatus,
  type OrderMailInput,
  type OrderMailLine,
  openingHoursText,
  orderConfirmationMail,
  orderMailLinks,
  orderStatusMail,
  shopJobMail,
} from './order-mails';

const ORDER_ID = '3f2a9c1e-5b7d-4e8f-9a01-23456789abcd';

const address = {
  company: 'Bouwbedrijf De Vries',
  department: 'Inkoop',
  name: 'Anna de Vries',
  street: 'Kanaalweg',
  number: '12',
  addition: 'B',
  zipCode: '3526KL',
  city: 'Utrecht',
  phone: '030 123 4567',
  email: 'inkoop@devries.example',
};

/** The details as the customer sends them; the schema fills in what is left out. */
type DetailsInput = Partial<z.input<typeof orderDetailsSchema>>;

function details(overrides: DetailsInput = {}): OrderDetails {
  return orderDetailsSchema.parse({
    orderType: 'deliver',
    deliveryAddress: address,
    invoiceAddress: { ...address, department: '', customerNumber: '1234567' },
    deliveryDate: { date: '2026-11-24', time: '08:30', title: null },
    project: { id: null, name: 'Nieuwbouw Leidsche Rijn' },
    reference: 'PO-7781',
    letter: 'Afgeven bij de receptie, 2e verdieping.',
    instruction: 'Graag de tekeningen op volgorde leggen.',
    phone: '06 12345678',
    ...overrides,
  });
}

const pricedLine: OrderMailLine = {
  position: 1,
  fileName: 'plattegrond begane grond.pdf',
  pagesBw: 2,
  pagesColour: 10,
  pagesBlank: 0,
  productTitle: 'Tekeningen printen',
  specs: [
    { menuId: 'm1', optionGroupName: 'formaat', optionName: 'A1', groupTitle: 'Formaat', optionTitle: 'A1' },
    {
      menuId: 'm1',
      optionGroupName: 'papier',
      optionName: '90',
      groupTitle: 'Papier',
      optionTitle: '90 grams',
    },
  ],
  quantity: 3,
  linePriceCents: 123_450,
  noPriceReason: null,
  kind: 'print_file',
  priceHidden: false,
};

const unpricedLine: OrderMailLine = {
  position: 2,
  fileName: 'gevel.dwg',
  pagesBw: 1,
  pagesColour: 0,
  pagesBlank: 0,
  productTitle: 'Tekeningen printen',
  specs: [
    { menuId: 'm1', optionGroupName: 'formaat', optionName: 'A0', groupTitle: 'Formaat', optionTitle: 'A0' },
  ],
  quantity: 1,
  linePriceCents: null,
  noPriceReason: 'notAnalysed',
  kind: 'print_file',
  priceHidden: false,
};

function input(overrides: { details?: DetailsInput; express?: boolean } = {}): OrderMailInput {
  return {
    order: {
      id: ORDER_ID,
      kind: 'print',
      pricesHidden: false,
      orderNumber: '2026-000123',
      customerNumber: '1234567',
      express: overrides.express ?? false,
      expressSurchargeCents: 0,
      deliveryChargeCents: 0,
      details: details(overrides.details),
      totalExclVatCents: 123_450,
      vatCents: 25_925,
      totalInclVatCents: 149_375,
      // 14:05 in Amsterdam (winter time, UTC+1).
      createdAt: new Date('2026-11-23T13:05:00Z'),
    },
    // Out of order on purpose: the mails list lines by position.
    lines: [unpricedLine, pricedLine],
    shop: {
      company: 'Printshop Utrecht',
      street: 'Vaartsche Rijn',
      number: '5',
      addition: '',
      zipCode: '3523AB',
      city: 'Utrecht',
      phone: '030 765 4321',
      email: 'utrecht@printshop.example',
      openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:30', closes: '17:00' })),
    },
    customer: { name: 'Anna de Vries', email: 'anna@devries.example' },
    brandName: 'PrintPortaal',
    portalUrl: 'https://portal.example/',
  };
}

const pickUp = (): DetailsInput => ({
  orderType: 'pickUp',
  deliveryAddress: null,
  letter: '',
  deliveryDate: { date: '2026-11-25', time: '13:00', title: null },
});

/** The HTML part with its character references read back, to look for content in both parts alike. */
const decoded = (html: string) =>
  html.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));
const parts = (mail: { text: string; html: string }) => [mail.text, decoded(mail.html)];

/** A tag of our templates (or anyone's) in a text that should have none. */
const HTML_TAG = /<\/?[a-z][^>]*>/i;
const HTML_ENTITY = /&(#\d+|[a-z]+);/i;

describe('orderConfirmationMail', () => {
  it('confirms a delivery: number, date in Dutch, address, project, reference, lines and totals', () => {
    const mail = orderConfirmationMail(input());
    expect(mail.subject).toBe('Orderbevestiging 2026-000123 van PrintPortaal');
    for (const part of parts(mail)) {
      expect(part).toContain('2026-000123');
      expect(part).toContain('maandag 23 november 2026 om 14:05');
      expect(part).toContain('Bezorgadres');
      expect(part).toContain('Kanaalweg 12 B');
      expect(part).toContain('3526 KL Utrecht');
      expect(part).toContain('dinsdag 24 november 2026 om 08:30');
      expect(part).toContain('Nieuwbouw Leidsche Rijn');
      expect(part).toContain('PO-7781');
      expect(part).toContain('plattegrond begane grond.pdf');
      expect(part).toContain('Formaat: A1, Papier: 90 grams');
      expect(part).toContain('12 (10 kleur, 2 z/w)');
      expect(part).toContain('€ 1.234,50');
      expect(part).toContain('BTW 21%');
      expect(part).toContain('€ 259,25');
      expect(part).toContain('€ 1.493,75');
      expect(part).toContain('https://portal.example/?dlg=orders');
      expect(part).toContain('Printshop Utrecht');
    }
    expect(mail.text).toContain('Beste Anna de Vries,');
    expect(mail.text).toMatch(
      /Totaal excl\. BTW: € 1\.234,50\nBTW 21%: € 259,25\nTotaal incl\. BTW: € 1\.493,75/,
    );
    expect(mail.html).toContain('<strong>plattegrond begane grond.pdf</strong>');
    // The brand in the header bar.
    expect(mail.html).toMatch(/<td style="[^"]*background:#222222[^"]*">PrintPortaal<\/td>/);
  });

  it('says "Prijs volgt (offerte)" for a line without a price and that the totals leave it out', () => {
    const mail = orderConfirmationMail(input());
    expect(mail.text).toMatch(/2\. gevel\.dwg\n(.*\n)*? {3}Prijs: Prijs volgt \(offerte\)/);
    expect(mail.html).toContain('Prijs volgt (offerte)');
    const note = 'De regel met "Prijs volgt (offerte)" is niet in deze totalen opgenomen';
    expect(mail.text).toContain(note);
    expect(mail.html).toContain(
      'De regel met &#34;Prijs volgt (offerte)&#34; is niet in deze totalen opgenomen',
    );
    // Lines in their order, whatever order they came in.
    expect(mail.text.indexOf('1. plattegrond')).toBeLessThan(mail.text.indexOf('2. gevel.dwg'));
  });

  it('has no note when every line is priced', () => {
    const mail = orderConfirmationMail({ ...input(), lines: [pricedLine] });
    expect(mail.text).not.toContain('Prijs volgt');
    expect(mail.text).not.toContain('niet in deze totalen');
  });

  it('confirms a pickup with the shop address, the day and the opening hours', () => {
    const mail = orderConfirmationMail(input({ details: pickUp() }));
    for (const part of parts(mail)) {
      expect(part).toContain('Afhalen');
      expect(part).toContain('Afhaallocatie');
      expect(part).toContain('Vaartsche Rijn 5');
      expect(part).toContain('3523 AB Utrecht');
      expect(part).toContain('woensdag 25 november 2026 om 13:00');
      expect(part).toContain('maandag t/m vrijdag 08:30–17:00');
      expect(part).toContain('030 765 4321');
      expect(part).not.toContain('Bezorgadres');
    }
  });

  it('leaves out a project and reference that were not given, and greets without a linked name', () => {
    const mail = orderConfirmationMail({
      ...input({ details: { project: null, reference: '' } }),
      customer: { name: 'Klik op www.evil.example', email: 'x@example.org' },
    });
    expect(mail.text).not.toContain('Project:');
    expect(mail.text).not.toContain('Referentie:');
    expect(mail.text).toContain('Beste klant,');
    expect(mail.text).not.toContain('evil.example');
  });

  it('says where and when the originals of a copy order are collected, then where it is delivered', () => {
    const mail = orderConfirmationMail(
      input({
        details: {
          orderType: 'copyOrder',
          pickUpAddress: { ...address, company: 'Archief De Vries' },
          pickUpDate: { date: '2026-11-23', time: '13:00', title: null },
        },
      }),
    );
    expect(mail.text).toMatch(/Ophalen van de originelen\n-+\n\nOphaaladres: Archief De Vries\n/);
    expect(mail.text).toContain('Ophaaldatum: maandag 23 november 2026 om 13:00');
    expect(mail.text).toContain('Bezorgdatum: dinsdag 24 november 2026 om 08:30');
  });

  it('mentions spoed when the order is express', () => {
    const mail = orderConfirmationMail(
      input({ express: true, details: { deliveryDate: { date: '2026-11-23', time: null, title: 'spoed' } } }),
    );
    expect(mail.text).toContain('Spoed: ja');
    expect(mail.text).toContain('maandag 23 november 2026 (spoed)');
  });
});

describe('a customer whose theme hides prices (issue 32 point 6)', () => {
  /** A spoed order delivered with a charge, placed under a theme that hides prices. */
  const hidden = (): OrderMailInput => {
    const base = input({
      express: true,
      details: { deliveryDate: { date: '2026-11-24', time: '08:30', title: 'spoed' } },
    });
    return {
      ...base,
      order: { ...base.order, pricesHidden: true, expressSurchargeCents: 2500, deliveryChargeCents: 695 },
    };
  };

  it('reads no amount in the confirmation or a status mail, spoed and delivery included', () => {
    for (const mail of [orderConfirmationMail(hidden()), orderStatusMail(hidden(), 'shipped')!])
      for (const part of parts(mail)) {
        expect(part).not.toContain('€');
        expect(part).not.toContain('25,00');
        expect(part).not.toContain('6,95');
      }
  });

  it('leaves the shop its amounts', () => {
    const mail = shopJobMail(hidden());
    expect(mail.text).toContain('€ 25,00');
    expect(mail.text).toContain('€ 6,95');
  });
});

describe('orderStatusMail', () => {
  it('tells a shipped order where it goes', () => {
    const mail = orderStatusMail(input(), 'shipped');
    expect(mail).not.toBeNull();
    expect(mail!.subject).toBe('Uw order 2026-000123 is verzonden');
    for (const part of parts(mail!)) {
      expect(part).toContain('Verzonden');
      expect(part).toContain('Kanaalweg 12 B');
      expect(part).toContain('dinsdag 24 november 2026 om 08:30');
      expect(part).toContain('Nieuwbouw Leidsche Rijn');
      expect(part).toContain('plattegrond begane grond.pdf');
      // No prices in a status mail.
      expect(part).not.toContain('€');
    }
  });

  it('tells where and when to collect an order that is ready for pickup', () => {
    const mail = orderStatusMail(input({ details: pickUp() }), 'ready_for_pickup');
    expect(mail!.subject).toBe('Uw order 2026-000123 ligt klaar om af te halen');
    for (const part of parts(mail!)) {
      expect(part).toContain('Klaar om af te halen');
      expect(part).toContain('Printshop Utrecht');
      expect(part).toContain('Vaartsche Rijn 5');
      expect(part).toContain('3523 AB Utrecht');
      expect(part).toContain('maandag t/m vrijdag 08:30–17:00');
      expect(part).toContain('utrecht@printshop.example');
    }
  });

  it.each(orderStatuses.filter((status) => status !== 'shipped' && status !== 'ready_for_pickup'))(
    'returns null for %s: no mail for that state',
    (status) => {
      expect(isMailedOrderStatus(status)).toBe(false);
      expect(orderStatusMail(input(), status)).toBeNull();
    },
  );
});

describe('shopJobMail', () => {
  it('gives the shop the job: customer, lines with files, pages, specs, quantity, date, instructions, links', () => {
    const mail = shopJobMail(input());
    expect(mail.subject).toBe('Nieuwe order 2026-000123 van Bouwbedrijf De Vries');
    for (const part of parts(mail)) {
      expect(part).toContain('1234567');
      expect(part).toContain('Bouwbedrijf De Vries');
      expect(part).toContain('anna@devries.example');
      expect(part).toContain('plattegrond begane grond.pdf');
      expect(part).toContain('12 (10 kleur, 2 z/w)');
      expect(part).toContain('Tekeningen printen');
      expect(part).toContain('Formaat: A1, Papier: 90 grams');
      expect(part).toContain('dinsdag 24 november 2026 om 08:30');
      expect(part).toContain('Afgeven bij de receptie, 2e verdieping.');
      expect(part).toContain('Graag de tekeningen op volgorde leggen.');
      expect(part).toContain(`https://portal.example/medewerkers/orders/${ORDER_ID}`);
      expect(part).toContain(`https://portal.example/api/v3/order-desk/orders/${ORDER_ID}/job-ticket.xjdf`);
      expect(part).toContain('Prijs volgt (offerte)');
      expect(part).not.toContain('SPOED');
    }
    expect(mail.text).toContain('Aantal: 3');
  });

  it('puts SPOED in the subject and on top of an express order', () => {
    const mail = shopJobMail(input({ express: true }));
    expect(mail.subject).toBe('SPOED: Nieuwe order 2026-000123 van Bouwbedrijf De Vries');
    expect(mail.text.startsWith('*** SPOED: deze order heeft voorrang. ***')).toBe(true);
    expect(mail.html).toContain('SPOED: deze order heeft voorrang.');
  });

  it('says the pickup day for an order collected at the shop, and a customer without a number', () => {
    const mail = shopJobMail({
      ...input({ details: pickUp() }),
      order: { ...input({ details: pickUp() }).order, customerNumber: null },
    });
    expect(mail.text).toContain('Afhaaldatum: woensdag 25 november 2026 om 13:00');
    expect(mail.text).toContain('Klantnummer: geen (nieuwe klant)');
  });
});

describe('escaping', () => {
  const hostile = '<script>alert(1)</script> & Co';
  const hostileInput = () =>
    input({
      details: {
        invoiceAddress: { ...details().invoiceAddress!, company: hostile },
        deliveryAddress: { ...address, company: hostile },
        project: { id: null, name: '<b>Project</b>' },
        reference: '"><img src=x onerror=alert(1)>',
        instruction: '<i>schuin</i>',
        letter: '<u>onder</u>',
      },
    });
  const hostileLines = [{ ...pricedLine, fileName: '<svg onload=alert(1)>.pdf' }];

  it.each([
    ['confirmation', () => orderConfirmationMail({ ...hostileInput(), lines: hostileLines })],
    ['shipped', () => orderStatusMail({ ...hostileInput(), lines: hostileLines }, 'shipped')!],
    ['shop job', () => shopJobMail({ ...hostileInput(), lines: hostileLines })],
  ])('escapes every typed text in the HTML of the %s mail', (_name, compose) => {
    const mail = compose();
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<svg');
    expect(mail.html).not.toContain('<b>Project');
    expect(mail.html).not.toMatch(/<i>|<u>/);
    expect(mail.html).toContain('&#60;svg onload=alert(1)&#62;.pdf');
    // The plain text carries the typed text as it was typed.
    expect(mail.text).toContain(hostile);
  });

  it('keeps a line break out of the subject', () => {
    const mail = shopJobMail(
      input({ details: { invoiceAddress: { ...details().invoiceAddress!, company: 'Evil\r\nBcc: x@y' } } }),
    );
    expect(mail.subject).toBe('Nieuwe order 2026-000123 van Evil Bcc: x@y');
  });
});

describe('plain text', () => {
  it.each([
    ['confirmation', () => orderConfirmationMail(input())],
    ['pickup confirmation', () => orderConfirmationMail(input({ details: pickUp() }))],
    ['shipped', () => orderStatusMail(input(), 'shipped')!],
    ['ready for pickup', () => orderStatusMail(input({ details: pickUp() }), 'ready_for_pickup')!],
    ['shop job', () => shopJobMail(input({ express: true }))],
  ])('of the %s mail has no HTML tags or entities', (_name, compose) => {
    const { text, html } = compose();
    expect(text).not.toMatch(HTML_TAG);
    expect(text).not.toMatch(HTML_ENTITY);
    expect(html).toMatch(/^<!doctype html>/);
  });
});

describe('helpers', () => {
  it('builds the links from the portal URL, with or without a trailing slash', () => {
    expect(orderMailLinks('https://portal.example', 'abc')).toEqual({
      myOrders: 'https://portal.example/?dlg=orders',
      staffOrder: 'https://portal.example/medewerkers/orders/abc',
      jobTicket: 'https://portal.example/api/v3/order-desk/orders/abc/job-ticket.xjdf',
    });
    expect(orderMailLinks('https://portal.example/', 'abc').myOrders).toBe(
      'https://portal.example/?dlg=orders',
    );
  });

  it.each([
    [
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:30', closes: '17:00' })),
      'maandag t/m vrijdag 08:30–17:00',
    ],
    [
      [
        { weekday: 6, opens: '10:00', closes: '14:00' },
        { weekday: 1, opens: '09:00', closes: '17:00' },
        { weekday: 2, opens: '09:00', closes: '17:00' },
        { weekday: 4, opens: '09:00', closes: '17:00' },
      ],
      'maandag en dinsdag 09:00–17:00, donderdag 09:00–17:00, zaterdag 10:00–14:00',
    ],
    [[], 'op afspraak'],
  ])('writes opening hours as runs of days', (hours, expected) => {
    expect(openingHoursText(hours)).toBe(expected);
  });
});
