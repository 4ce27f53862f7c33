import { describe, expect, it } from 'vitest';
import { punchOutOrderMessage } from './cxml-message';
import { buyerIdentityOf } from './order-document-facts';

describe('the purchasing system named by a stored order document', () => {
  it('reads the To identity as the document was written, entities and all', () => {
    const document = punchOutOrderMessage({
      payloadId: 'x@portal.example',
      timestamp: new Date('2026-03-10T08:00:00Z'),
      buyerCookie: 'cookie',
      supplierIdentity: 'Drukwerk Direct',
      buyerIdentity: 'Gemeente Rivierstad & Co <inkoop>',
      userAgent: 'Drukwerk Direct printportaal',
      orderNumber: '2026-000001',
      totalExclVatCents: 0,
      vatCents: 0,
      lines: [],
    });
    expect(buyerIdentityOf(document)).toBe('Gemeente Rivierstad & Co <inkoop>');
    expect(buyerIdentityOf('<cXML/>')).toBe('');
  });
});
