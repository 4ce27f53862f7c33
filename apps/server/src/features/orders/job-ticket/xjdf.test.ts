import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';
import type { JobTicketLine, JobTicketOrder } from './job-ticket-order';
import { toJsonTicket } from './json-ticket';
import { mmToPoints, toXjdf } from './xjdf';
import { escapeAttribute, escapeText } from './xml-writer';

// The CIP4 schema lives in the shared folder beside the clone and is never copied into the
// repository (its licence; ../shared/xjdf/README.md). Found from the repository's root, so the
// test runs wherever the clone sits.
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const XSD_PATH = path.resolve(repoRoot, '../shared/xjdf/xjdf-2.2.xsd');

const line = (overrides: Partial<JobTicketLine>): JobTicketLine => ({
  position: 1,
  kind: 'print_file',
  attachments: [],
  printed: true,
  notes: [],
  fileName: 'offerte.pdf',
  fileUrl: 'https://portal.example.nl/api/v3/orders/2026-000123/files/1',
  pages: { bw: 0, colour: 10, blank: 0 },
  format: 'A4',
  sides: 1,
  colour: 'colour',
  paper: { name: 'Biotop 80 grams', weightGsm: 80 },
  finishing: [],
  quantity: 1,
  productTitle: 'Printen',
  choices: [],
  ...overrides,
});

const baseOrder: JobTicketOrder = {
  orderNumber: '2026-000123',
  kind: 'print',
  collection: null,
  instruction: '',
  createdAt: '2026-11-27T09:15:00.000Z',
  promisedEnd: '2026-12-01T16:00:00+01:00',
  express: false,
  customerNumber: null,
  project: 'Jaarverslag',
  reference: 'PO-4711',
  orderedBy: { name: 'Anna de Vries', email: 'anna@example.nl', phone: '020 123 45 67' },
  fulfilment: 'deliver',
  deliveryChargeCents: 0,
  delivery: {
    company: 'Bouwbedrijf Jansen B.V.',
    department: 'Inkoop',
    name: 'Piet Jansen',
    street: 'Keizersgracht',
    number: '12',
    addition: 'A',
    zipCode: '1015 CJ',
    city: 'Amsterdam',
    country: 'NL',
    phone: '+31 20 765 43 21',
    email: 'inkoop@jansen.example.nl',
  },
  shop: { id: '5b0c3f5e-2d7a-4c1e-9a51-0d1f6b7a8c90', company: 'Repro Centrum' },
  lines: [],
};

const orders: Record<string, JobTicketOrder> = {
  delivery: {
    ...baseOrder,
    lines: [
      line({
        position: 1,
        pages: { bw: 2, colour: 9, blank: 1 },
        finishing: [{ kind: 'staple', title: 'Nieten links boven', option: 'nieten-lb' }],
        quantity: 25,
        choices: [
          {
            menu: 'afwerking',
            group: 'afwerking',
            groupTitle: 'Afwerking',
            option: 'nieten-lb',
            optionTitle: 'Nieten links boven',
          },
        ],
      }),
      line({
        position: 2,
        fileName: 'tekeningen.pdf',
        format: 'A3',
        sides: 2,
        colour: 'bw',
        pages: { bw: 40, colour: 0, blank: 0 },
        paper: { name: 'Biotop 120 grams', weightGsm: 120 },
        quantity: 3,
      }),
    ],
  },
  pickUp: {
    ...baseOrder,
    orderNumber: '2026-000124',
    fulfilment: 'pickUp',
    delivery: null,
    promisedEnd: null,
    project: '',
    reference: '',
    lines: [line({ paper: null, finishing: [{ kind: 'perforate', title: '4-gaats perforeren' }] })],
  },
  express: {
    ...baseOrder,
    orderNumber: '2026-000125',
    express: true,
    customerNumber: '1234567',
    project: 'Nieuwbouw Zuidas',
    promisedEnd: '2026-11-27T16:00:00+01:00',
    lines: [
      line({
        format: 'A5',
        sides: 2,
        finishing: [
          { kind: 'wire-o', title: 'Wire-O zwart' },
          { kind: 'laminate', title: 'Lamineren glans' },
        ],
      }),
      line({
        position: 2,
        format: { widthMm: 100, heightMm: 210 },
        finishing: [{ kind: 'ring', title: 'Ringband' }],
      }),
    ],
  },
  foldedDrawing: {
    ...baseOrder,
    orderNumber: '2026-000126',
    lines: [
      line({
        fileName: 'plattegrond.pdf',
        format: 'A0',
        colour: 'colour',
        pages: { bw: 0, colour: 1, blank: 0 },
        finishing: [
          { kind: 'fold', title: 'A4 vouwen' },
          { kind: 'other', title: 'Los bijvoegen' },
        ],
      }),
    ],
  },
  specialCharacters: {
    ...baseOrder,
    orderNumber: '2026-000127',
    project: `Tom & Jerry <"B.V."> 'test'`,
    reference: 'a&b <c> "d" \'e\'\ttab\nnew line\u0007',
    orderedBy: { name: 'Zoë "Z" O\'Neil & co', email: 'zoe@example.nl', phone: '' },
    delivery: { ...baseOrder.delivery!, company: 'A&B <Druk>', department: '', addition: '' },
    lines: [
      line({
        fileName: `Offerte & <concept> "v2" 'def'.pdf`,
        fileUrl: `https://portal.example.nl/files/Offerte & <concept> "v2" 'def'.pdf`,
        productTitle: 'Printen & nieten',
      }),
    ],
  },
};

const tickets = Object.fromEntries(Object.entries(orders).map(([name, order]) => [name, toXjdf(order)]));

let xsd: string;
let validation: XMLValidationResult;

function validate(documents: Record<string, string>): Promise<XMLValidationResult> {
  return validateXML({
    xml: Object.entries(documents).map(([name, contents]) => ({ fileName: `${name}.xjdf`, contents })),
    schema: { fileName: 'xjdf-2.2.xsd', contents: xsd },
  });
}

// One validator run for every ticket (about 200 ms each time the wasm starts).
beforeAll(async () => {
  if (!existsSync(XSD_PATH))
    throw new Error(
      `The XJDF schema is missing at ${XSD_PATH}: it lives in the shared folder beside the clone (../shared/xjdf).`,
    );
  xsd = readFileSync(XSD_PATH, 'utf8');
  validation = await validate(tickets);
});

const attribute = (xml: string, element: string, name: string): string | undefined => {
  const tag = new RegExp(`<${element}\\b[^>]*>`).exec(xml)?.[0];
  return tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
};

describe('XJDF job tickets against the CIP4 2.2 schema', () => {
  it.each(Object.keys(orders))('the %s ticket validates', (name) => {
    const own = validation.errors.filter((error) => error.loc?.fileName === `${name}.xjdf`);
    expect(own.map((error) => error.rawMessage)).toEqual([]);
    expect(validation.rawOutput).toContain(`${name}.xjdf validates`);
  });

  it('no ticket has an error the validator could not place', () => {
    expect(validation.errors.filter((error) => error.loc === null)).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('rejects a ticket broken on purpose, so the check is not vacuous', async () => {
    const broken = tickets.delivery!.replace('Amount="25"', 'Amount="many"');
    expect(broken).not.toBe(tickets.delivery);
    const result = await validate({ broken, missingJobId: tickets.pickUp!.replace(/ JobID="[^"]*"/, '') });
    expect(result.valid).toBe(false);
    const messages = result.errors.map((error) => `${error.loc?.fileName}: ${error.message}`).join('\n');
    expect(messages).toMatch(/broken\.xjdf: .*'many' is not a valid value of the atomic type 'xs:int'/);
    expect(messages).toMatch(/missingJobId\.xjdf: .*The attribute 'JobID' is required/);
  });
});

describe('what the XJDF ticket says', () => {
  it('writes finished dimensions in points computed from millimetres', () => {
    expect(mmToPoints(210)).toBe(595.276);
    expect(mmToPoints(297)).toBe(841.89);
    expect(mmToPoints(420)).toBe(1190.551);
    const xml = tickets.delivery!;
    const layouts = [...xml.matchAll(/<LayoutIntent [^>]*\/>/g)].map((m) => m[0]);
    expect(layouts[0]).toContain('FinishedDimensions="595.276 841.89 0"');
    expect(layouts[1]).toContain('FinishedDimensions="841.89 1190.551 0"');
  });

  it('maps pages (blank ones included), sides, colour and amount per line', () => {
    const xml = tickets.delivery!;
    const layouts = [...xml.matchAll(/<LayoutIntent [^>]*\/>/g)].map((m) => m[0]);
    expect(layouts[0]).toContain('Pages="12"');
    expect(layouts[0]).toContain('Sides="OneSided"');
    expect(layouts[1]).toContain('Pages="40"');
    expect(layouts[1]).toContain('Sides="TwoSidedHeadToHead"');
    expect(xml).toContain(
      '<Product Amount="25" DescriptiveName="Printen – offerte.pdf" ExternalID="2026-000123-1"',
    );
    expect(xml).toContain('<Product Amount="3"');
    expect(xml).toContain('<SurfaceColor ColorsUsed="Cyan Magenta Yellow Black" Surface="Front"/>');
    expect(xml).toContain('<SurfaceColor ColorsUsed="Black" Surface="Back"/>');
    expect(xml).toContain('<MediaIntent MediaQuality="Biotop 120 grams" MediaType="Paper" Weight="120"/>');
    expect(xml).toContain('<Intent Name="BindingIntent" DescriptiveName="Nieten links boven">');
    expect(xml).toContain('<BindingIntent BindingType="CornerStitch"/>');
    expect(xml.match(/<BindingIntent /g)).toHaveLength(1);
    expect(xml).toContain(
      '<FileSpec MimeType="application/pdf" URL="https://portal.example.nl/api/v3/orders/',
    );
  });

  it("gives each file's RunList the file's page count, blank pages included", () => {
    const runLists = [
      ...tickets.delivery!.matchAll(
        /<Resource DescriptiveName="([^"]*)">\s*<Part ProductPart="([^"]*)"\/>\s*<RunList NPage="([^"]*)"/g,
      ),
    ].map(([, fileName, part, pages]) => ({ fileName, part, pages }));
    expect(runLists).toEqual([
      // 2 black-white, 9 colour and 1 blank page: the shop prints the blank one too.
      { fileName: 'offerte.pdf', part: 'Line1', pages: '12' },
      { fileName: 'tekeningen.pdf', part: 'Line2', pages: '40' },
    ]);
    expect(attribute(tickets.foldedDrawing!, 'RunList', 'NPage')).toBe('1');
  });

  it.each([
    // Either side of the end of summer time (25 October 2026): the offset is Amsterdam's of that day.
    ['2026-10-23T17:00:00+02:00'],
    ['2026-10-26T17:00:00+01:00'],
    ['2026-12-01T16:00:00+01:00'],
  ])('requires delivery at the promised end %s, as Amsterdam time with its offset', (promisedEnd) => {
    const xml = toXjdf({ ...orders.delivery!, promisedEnd });
    expect(attribute(xml, 'DeliveryParams', 'Required')).toBe(promisedEnd);
    expect(attribute(xml, 'NodeInfo', 'End')).toBe(promisedEnd);
  });

  it('requires no delivery date when none was promised (a pickup without a date)', () => {
    expect(attribute(tickets.delivery!, 'DeliveryParams', 'Required')).toBe('2026-12-01T16:00:00+01:00');
    expect(attribute(tickets.pickUp!, 'DeliveryParams', 'Required')).toBeUndefined();
    expect(attribute(tickets.pickUp!, 'DeliveryParams', 'Transfer')).toBe('PrinterToBuyerPickup');
  });

  it('writes the promised date as NodeInfo End and the customer as CustomerInfo', () => {
    expect(attribute(tickets.delivery!, 'NodeInfo', 'End')).toBe('2026-12-01T16:00:00+01:00');
    expect(attribute(tickets.delivery!, 'NodeInfo', 'JobPriority')).toBeUndefined();
    expect(attribute(tickets.pickUp!, 'NodeInfo', 'End')).toBeUndefined();

    const express = tickets.express!;
    expect(attribute(express, 'XJDF', 'JobID')).toBe('2026-000125');
    expect(attribute(express, 'NodeInfo', 'End')).toBe('2026-11-27T16:00:00+01:00');
    expect(attribute(express, 'NodeInfo', 'JobPriority')).toBe('100');
    expect(attribute(express, 'CustomerInfo', 'CustomerID')).toBe('1234567');
    expect(attribute(express, 'CustomerInfo', 'CustomerOrderID')).toBe('2026-000125');
    expect(attribute(express, 'CustomerInfo', 'CustomerProjectID')).toBe('Nieuwbouw Zuidas');
    expect(attribute(express, 'CustomerInfo', 'CustomerJobName')).toBe('PO-4711');
    expect(express).toContain('<BindingIntent BindingType="WireComb"/>');
    expect(express).toContain('<BindingIntent BindingType="CombBinding"/>');
    expect(express).toContain('<LaminatingIntent Surface="Front Back"/>');
    expect(express).toContain('FinishedDimensions="283.465 595.276 0"');
  });

  it('names the delivery contact only when the order is delivered', () => {
    const delivered = tickets.delivery!;
    expect(delivered).toContain('<Part ContactType="Delivery"/>');
    expect(delivered).toContain(
      '<Address City="Amsterdam" CivicNumber="12 A" CountryCode="NL" PostalCode="1015 CJ" Street="Keizersgracht"/>',
    );
    expect(delivered).toContain('<Company OrganizationName="Bouwbedrijf Jansen B.V.">');
    expect(delivered).toContain('<OrganizationalUnit>Inkoop</OrganizationalUnit>');
    expect(delivered).toContain('<Person DescriptiveName="Piet Jansen"/>');
    expect(delivered).toContain('<ComChannel ChannelType="Phone" Locator="tel:+31207654321"/>');
    expect(delivered).toContain('Transfer="PrinterToBuyerDeliver"');

    const pickUp = tickets.pickUp!;
    expect(pickUp).not.toContain('ContactType="Delivery"');
    expect(pickUp).toContain('<Part ContactType="Customer"/>');
    expect(pickUp).toContain('Transfer="PrinterToBuyerPickup"');
    expect(attribute(pickUp, 'CustomerInfo', 'CustomerID')).toBeUndefined();
    expect(attribute(pickUp, 'CustomerInfo', 'CustomerProjectID')).toBeUndefined();
    expect(pickUp).toContain('<MediaIntent MediaType="Paper"/>');
    expect(pickUp).toContain('<Comment Type="Finishing">4-gaats perforeren</Comment>');
  });

  it('folds an A0 drawing to A4: flat Dimensions, folded FinishedDimensions', () => {
    const xml = tickets.foldedDrawing!;
    expect(xml).toContain('Dimensions="2383.937 3370.394"');
    expect(xml).toContain('FinishedDimensions="595.276 841.89 0"');
    expect(xml).toContain('<Intent Name="FoldingIntent" DescriptiveName="A4 vouwen">');
    expect(xml).toContain('<Comment Type="Finishing">Los bijvoegen</Comment>');
  });

  it('folds by the option name when the title names no size', () => {
    const xml = toXjdf({
      ...orders.foldedDrawing!,
      lines: [
        line({
          format: 'A0',
          finishing: [{ kind: 'fold', title: 'Vouwen voor de ordner', option: 'a4-vouwen' }],
        }),
      ],
    });
    expect(xml).toContain('FinishedDimensions="595.276 841.89 0"');
    expect(xml).toContain('<Intent Name="FoldingIntent" DescriptiveName="Vouwen voor de ordner">');
  });

  it('escapes & < > " \' in every text the customer typed', () => {
    const xml = tickets.specialCharacters!;
    expect(xml).toContain('CustomerProjectID="Tom &amp; Jerry &lt;&quot;B.V.&quot;&gt; &apos;test&apos;"');
    expect(xml).toContain(
      'CustomerJobName="a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos;&#9;tab&#10;new line"',
    );
    expect(xml).toContain('UserFileName="Offerte &amp; &lt;concept&gt; &quot;v2&quot; &apos;def&apos;.pdf"');
    expect(xml).toContain(
      'URL="https://portal.example.nl/files/Offerte%20&amp;%20%3Cconcept%3E%20%22v2%22%20',
    );
    expect(xml).toContain('<Company OrganizationName="A&amp;B &lt;Druk&gt;"/>');
  });

  it('drops characters XML cannot carry and keeps the rest of Unicode', () => {
    expect(escapeText('a\u0000b\u0007c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeText('Zoë 📐 – ß')).toBe('Zoë 📐 – ß');
    expect(escapeAttribute('x\r\ny')).toBe('x&#13;&#10;y');
  });

  it('refuses an order number that cannot be a JobID', () => {
    expect(() => toXjdf({ ...orders.delivery!, orderNumber: '2026 000123' })).toThrow(/NMTOKEN/);
  });
});

describe('the JSON ticket', () => {
  it('carries the same order with stable keys and a version', () => {
    const ticket = toJsonTicket(orders.delivery!);
    expect(Object.keys(ticket)).toEqual([
      'version',
      'orderNumber',
      'kind',
      'createdAt',
      'promisedEnd',
      'express',
      'customer',
      'fulfilment',
      'instruction',
      'collection',
      'shop',
      'delivery',
      'deliveryChargeCents',
      'lines',
    ]);
    expect(ticket.version).toBe(2);
    expect(ticket.lines[0]).toEqual({
      position: 1,
      kind: 'print_file',
      productTitle: 'Printen',
      quantity: 25,
      file: { name: 'offerte.pdf', url: 'https://portal.example.nl/api/v3/orders/2026-000123/files/1' },
      attachments: [],
      notes: [],
      printed: true,
      pages: { total: 12, bw: 2, colour: 9, blank: 1 },
      format: { name: 'A4', widthMm: 210, heightMm: 297 },
      sides: 1,
      colour: 'colour',
      paper: { name: 'Biotop 80 grams', weightGsm: 80 },
      finishing: [{ kind: 'staple', title: 'Nieten links boven', option: 'nieten-lb' }],
      choices: [
        {
          menu: 'afwerking',
          group: 'afwerking',
          groupTitle: 'Afwerking',
          option: 'nieten-lb',
          optionTitle: 'Nieten links boven',
        },
      ],
    });
    // A note the ticket makes itself has no option.
    expect(toJsonTicket(orders.express!).lines[1]!.finishing.at(-1)).toMatchObject({ option: null });
    expect(ticket.delivery?.city).toBe('Amsterdam');
    expect(toJsonTicket(orders.pickUp!).delivery).toBeNull();
    expect(toJsonTicket(orders.express!).lines[1]!.format).toEqual({
      name: 'custom',
      widthMm: 100,
      heightMm: 210,
    });
    expect(JSON.parse(JSON.stringify(ticket))).toEqual(ticket);
  });
});
