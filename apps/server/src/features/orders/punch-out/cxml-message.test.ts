import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { CXML_DOCTYPE, money, type PunchOutMessage, punchOutOrderMessage } from './cxml-message';

const message = (overrides: Partial<PunchOutMessage> = {}): PunchOutMessage => ({
  payloadId: '0b7c9c1e-5d1f-4e8e-9a57-1f0c8d3e2a10@portaal.example',
  timestamp: new Date('2026-03-10T08:00:00Z'),
  buyerCookie: 'sessie-4711',
  supplierIdentity: 'DrukwerkDirect',
  buyerIdentity: 'BouwgroepNoord',
  userAgent: 'Drukwerk Direct printportaal',
  orderNumber: '2026-000042',
  totalExclVatCents: 4_620,
  vatCents: 970,
  lines: [
    {
      position: 1,
      productId: 'print-a4',
      kind: 'print_file',
      productTitle: 'Printen A4',
      fileName: 'offerte.pdf',
      quantity: 3,
      linePriceCents: 1_020,
      priceHidden: false,
      specs: [
        {
          menuId: 'papier',
          optionGroupName: 'papier',
          optionName: '80',
          groupTitle: 'Papier',
          optionTitle: '80 grams',
        },
      ],
    },
    {
      position: 2,
      productId: 'poster-a2',
      kind: 'print_file',
      productTitle: 'Poster A2',
      fileName: 'bouwbord <fase 2> & "mast".pdf',
      quantity: 3,
      linePriceCents: 3_600,
      priceHidden: false,
      specs: [],
    },
  ],
  ...overrides,
});

/** Parses the document as xmllint does: a malformed one fails. */
async function wellFormed(xml: string) {
  const result = await validateXML({ xml: { fileName: 'poom.xml', contents: xml }, normalization: 'format' });
  return result.errors.map((error) => error.message);
}

describe('the order as a cXML PunchOutOrderMessage', () => {
  it('is a well-formed cXML document with the header, the buyer cookie and the totals', async () => {
    const xml = punchOutOrderMessage(message());
    expect(await wellFormed(xml)).toEqual([]);
    expect(xml.split('\n').slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      CXML_DOCTYPE,
      '<cXML version="1.2.014" payloadID="0b7c9c1e-5d1f-4e8e-9a57-1f0c8d3e2a10@portaal.example" timestamp="2026-03-10T08:00:00.000Z" xml:lang="nl-NL">',
    ]);
    expect(xml).toMatch(/<To>\s*<Credential domain="NetworkID">\s*<Identity>BouwgroepNoord<\/Identity>/);
    expect(xml).toMatch(/<From>\s*<Credential domain="NetworkID">\s*<Identity>DrukwerkDirect<\/Identity>/);
    expect(xml).toContain('<UserAgent>Drukwerk Direct printportaal</UserAgent>');
    expect(xml).toContain('<BuyerCookie>sessie-4711</BuyerCookie>');
    expect(xml).toContain('<PunchOutOrderMessageHeader operationAllowed="create">');
    expect(xml).toMatch(/<Total>\s*<Money currency="EUR">46\.20<\/Money>/);
    expect(xml).toMatch(/<Tax>\s*<Money currency="EUR">9\.70<\/Money>/);
    expect(xml).toContain('<Description xml:lang="nl">BTW 21%</Description>');
  });

  it('sends a line whose price the customer was not shown at 0.00, saying the price is on request', () => {
    const [visible, hidden] = message().lines;
    const xml = punchOutOrderMessage(message({ lines: [visible!, { ...hidden!, priceHidden: true }] }));
    const second = xml.split('<ItemIn')[2]!;
    expect(second).toContain('<Money currency="EUR">0.00</Money>');
    expect(second).not.toContain('12.00');
    expect(second).toContain('Prijs op aanvraag: de prijs van deze regel ontvangt u van ons.');
  });

  it('sends a line whose price divides by its quantity as pieces, any other as one lot with the quantity named', () => {
    const xml = punchOutOrderMessage(message());
    const [first, second] = xml.split('<ItemIn').slice(1);
    expect(first).toContain(' quantity="3" lineNumber="1">');
    expect(first).toContain('<SupplierPartID>print-a4</SupplierPartID>');
    expect(first).toContain('<SupplierPartAuxiliaryID>2026-000042/1</SupplierPartAuxiliaryID>');
    expect(first).toContain('<Money currency="EUR">3.40</Money>');
    expect(first).toContain('<UnitOfMeasure>EA</UnitOfMeasure>');
    expect(first).toContain('<Description xml:lang="nl">Printen A4: offerte.pdf</Description>');
    expect(first).toContain('<Classification domain="UNSPSC">82121500</Classification>');
    expect(first).toContain('<Extrinsic name="Papier">80 grams</Extrinsic>');
    expect(first).toContain('<Extrinsic name="Oplage">3</Extrinsic>');
    // 36.00 for 3 divides, too: the escaping of the file name is what this line shows.
    expect(second).toContain('bouwbord &lt;fase 2&gt; &amp; "mast".pdf');

    const lot = punchOutOrderMessage(
      message({
        lines: [{ ...message().lines[0]!, linePriceCents: 1_000 }],
        totalExclVatCents: 1_000,
        vatCents: 210,
      }),
    );
    expect(lot).toContain(' quantity="1" lineNumber="1">');
    expect(lot).toContain('<Money currency="EUR">10.00</Money>');
    expect(lot).toContain('<UnitOfMeasure>LO</UnitOfMeasure>');
    expect(lot).toContain('<Description xml:lang="nl">3 × Printen A4: offerte.pdf</Description>');
  });

  it('sends a line without a price at 0.00 with a comment that the price follows', async () => {
    const xml = punchOutOrderMessage(
      message({
        lines: [{ ...message().lines[0]!, linePriceCents: null }],
        totalExclVatCents: 0,
        vatCents: 0,
      }),
    );
    expect(await wellFormed(xml)).toEqual([]);
    expect(xml).toContain('<Money currency="EUR">0.00</Money>');
    expect(xml).toContain('<Comments xml:lang="nl">Prijs volgt:');
  });

  it('writes amounts from whole cents without rounding', () => {
    expect([money(0), money(5), money(99), money(100), money(123_456)]).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234.56',
    ]);
    expect(() => money(1.5)).toThrow(RangeError);
  });
});
