import { placedOrderSchema, placeOrderBodySchema } from '../schemas/orders';
import { defineEndpoint } from './endpoint';

/** Print orders (issue 13; spec 02 sections 3, 4 and 7; decision 0047). */

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/v3/orders',
  access: 'customer',
  tag: 'orders',
  summary: 'Plaatst de winkelwagen van een uploadsessie als order, precies één keer',
  description:
    'Verplicht: de kopregel Idempotency-Key (een UUID per bestelpoging, gelijk bij elke herhaling). Een herhaling krijgt het eerste antwoord terug; dezelfde sleutel met een andere inhoud geeft IDEMPOTENCY_KEY_REUSED, een herhaling terwijl de eerste nog loopt ORDER_IN_PROGRESS. Eén winkelwagen wordt één order, ook met verschillende sleutels. De server controleert de ordergegevens met dezelfde regels als het scherm, berekent elke prijs opnieuw (een prijs van de client wordt niet gelezen) en weigert met PRICE_CHANGED als het totaal afwijkt van wat de klant zag. In een inkoopportaal (sapPortal) vervallen bezorging, facturering, datum, project en referentie, geldt het vaste klantnummer van het portaal, is een telefoonnummer verplicht en bevat het antwoord punchOut: het adres van het inkoopsysteem (door de server gekozen en gecontroleerd) en het cXML-orderbericht, base64, voor het formulierveld cxml-base64.',
  body: placeOrderBodySchema,
  status: 201,
  response: placedOrderSchema,
  errors: [
    'IDEMPOTENCY_KEY_MISSING',
    'IDEMPOTENCY_KEY_REUSED',
    'ORDER_IN_PROGRESS',
    'UPLOAD_SESSION_NOT_FOUND',
    'CART_EMPTY',
    'UPLOAD_ERROR',
    'FILE_STILL_ANALYSING',
    'PRODUCT_NOT_FOUND',
    'OPTION_NOT_AVAILABLE',
    'MENU_NOT_AVAILABLE',
    'OPTION_MISSING',
    'QUANTITY_BELOW_MINIMUM',
    'ORDER_INCOMPLETE',
    'CUSTOMER_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'SHOP_NOT_FOUND',
    'NO_SHOP_AVAILABLE',
    'SHOP_NOT_SECURE',
    'DATE_NOT_AVAILABLE',
    'PRICE_CHANGED',
    'PUNCH_OUT_NOT_ALLOWED',
    'PUNCH_OUT_UNAVAILABLE',
  ],
});
