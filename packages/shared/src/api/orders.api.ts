import { orderParams } from '../schemas/order-views';
import {
  describedOrderBodySchema,
  placedOrderSchema,
  placeOrderBodySchema,
  quoteOrderBodySchema,
  quoteRequestBodySchema,
} from '../schemas/orders';
import { productTemplatesResponseSchema } from '../schemas/secured';
import { defineEndpoint } from './endpoint';

/**
 * Placing orders (issue 13, issue 28; spec 02 sections 3, 4 and 7; decisions 0047 and 0071):
 * every flow's endpoint places through the one pipeline, so each is exactly-once by its
 * Idempotency-Key and by its natural key (the cart, the draft, the quote), checks the order on
 * the server with the screens' rules, and answers the placed order.
 */

/** What every placing endpoint may answer beside its own. */
const PLACING_ERRORS = [
  'IDEMPOTENCY_KEY_MISSING',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_IN_PROGRESS',
  'ORDER_INCOMPLETE',
  'CUSTOMER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'SHOP_NOT_FOUND',
  'NO_SHOP_AVAILABLE',
  'SHOP_NOT_SECURE',
  'DATE_NOT_AVAILABLE',
  'PRICE_CHANGED',
  'ORDER_BELOW_MINIMUM',
  'PUNCH_OUT_NOT_ALLOWED',
  'PUNCH_OUT_FLOW_NOT_ALLOWED',
  'PUNCH_OUT_UNAVAILABLE',
] as const;

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/v3/orders',
  access: 'customer',
  tag: 'orders',
  summary: 'Plaatst de winkelwagen van een uploadsessie als order, precies één keer',
  description:
    'Met printType PRINT_CUSTOM (standaard) is de order de winkelwagen van de sessie (producten per bestand gekozen); met PRINT_TEMPLATE is het een beveiligde printopdracht: securedLines geeft ieder bestand van de sessie met zijn producttemplate, keuzes en aantal (een bestand van de sessie dat ontbreekt of een bestand dat er niet in staat: SECURED_FILES_CHANGED, er wordt niets geplaatst), en de order gaat alleen naar een beveiligde vestiging (secure). Verplicht: de kopregel Idempotency-Key (een UUID per bestelpoging, gelijk bij elke herhaling). Een herhaling krijgt het eerste antwoord terug; dezelfde sleutel met een andere inhoud geeft IDEMPOTENCY_KEY_REUSED, een herhaling terwijl de eerste nog loopt ORDER_IN_PROGRESS. Eén winkelwagen wordt één order, ook met verschillende sleutels. De server controleert de ordergegevens met dezelfde regels als het scherm, berekent elke prijs opnieuw (een prijs van de client wordt niet gelezen) en weigert met PRICE_CHANGED als het totaal afwijkt van wat de klant zag. Dat totaal bevat de bezorgkosten, die de server zelf berekent uit de voorwaarden van de vestiging en het thema (een bedrag van de client wordt niet gelezen); komt de bestelling niet aan het minimale orderbedrag, dan ORDER_BELOW_MINIMUM en wordt er niets geplaatst. In een inkoopportaal (sapPortal) vervallen bezorging, facturering, datum, project en referentie, geldt het vaste klantnummer van het portaal, is een telefoonnummer verplicht en bevat het antwoord punchOut: het adres van het inkoopsysteem (door de server gekozen en gecontroleerd) en het cXML-orderbericht, base64, voor het formulierveld cxml-base64. Met details.printStoreCoupon gaat het percentage van de kortingscode af van de eenheids- en regelprijs van elk product van de printwinkel van de code (COUPON_INVALID voor een onbekende, verlopen of nog niet geldige code of een code van een printwinkel die het thema niet toont; COUPON_NOT_APPLICABLE als er geen product van die printwinkel in de winkelwagen zit; COUPON_ALREADY_USED als dit account de code al gebruikte); er wordt dan niets geplaatst.',
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
    'BINDING_PAGE_COUNT',
    'SHEET_SIZE_OUT_OF_RANGE',
    'QUANTITY_BELOW_MINIMUM',
    'STORE_LINE_NOT_ORDERABLE',
    'COUPON_INVALID',
    'COUPON_NOT_APPLICABLE',
    'COUPON_ALREADY_USED',
    'THEME_NOT_FOUND',
    'ORDER_INCOMPLETE',
    'CUSTOMER_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'SHOP_NOT_FOUND',
    'NO_SHOP_AVAILABLE',
    'SHOP_NOT_SECURE',
    'DATE_NOT_AVAILABLE',
    'PRICE_CHANGED',
    'ORDER_BELOW_MINIMUM',
    'PUNCH_OUT_NOT_ALLOWED',
    'PUNCH_OUT_FLOW_NOT_ALLOWED',
    'PUNCH_OUT_UNAVAILABLE',
    'SECURED_FILES_CHANGED',
    'PRODUCT_TEMPLATE_NOT_FOUND',
    'PRODUCT_TEMPLATE_CHOICE_INVALID',
    'SECURED_PRINTING_NOT_ALLOWED',
  ],
});

export const saveCopyOrder = defineEndpoint({
  method: 'POST',
  path: '/json/save-copy-order.json.php',
  access: 'customer',
  tag: 'orders',
  summary: 'Plaatst een kopieer- of scanorder, precies één keer',
  description:
    'orderType copyOrder of scanOrder in de ordergegevens zegt welke (een ander orderType: ORDER_TYPE_NOT_ALLOWED, er wordt niets opgeslagen). Wij halen de originelen op (pickUpAddress, pickUpDate) of de klant brengt ze naar de vestiging (originalsToShop: pickUpAddress is dan de vestiging), en brengen ze terug (deliveryAddress, deliveryDate). Een kopieeropdracht (copyJob) wordt geprijsd waar formaat en afwerking het toelaten, anders volgt de prijs; een scanopdracht (scanJob) heeft een opleverwijze (medium: archief met naam, schijf, e-mail met geldig adres, anders). Verplicht: de kopregel Idempotency-Key; één concept (draftId) wordt één order, ook met verschillende sleutels. Een antwoord met een veld error is een fout met de Nederlandse uitleg in message.',
  body: describedOrderBodySchema,
  status: 201,
  response: placedOrderSchema,
  errors: [...PLACING_ERRORS, 'ORDER_TYPE_NOT_ALLOWED'],
});

export const requestQuote = defineEndpoint({
  method: 'POST',
  path: '/api/v3/order/quotation-request',
  access: 'customer',
  tag: 'orders',
  summary: 'Vraagt een offerte aan, precies één keer',
  description:
    'De opdrachtomschrijving (description) is verplicht; met includeFiles (standaard aan) gaan de bestanden van de uploadsessie sessionId mee. project is een naam (een offerte heeft nooit een verplicht project). Een medewerker beantwoordt de aanvraag met een prijs en een offertenummer van 7 tekens; de klant krijgt het antwoord per e-mail en in Mijn bestellingen en kan de offerte dan bestellen. Verplicht: de kopregel Idempotency-Key; één concept (draftId) wordt één aanvraag.',
  body: quoteRequestBodySchema,
  status: 201,
  response: placedOrderSchema,
  errors: [...PLACING_ERRORS, 'UPLOAD_SESSION_NOT_FOUND', 'UPLOAD_ERROR'],
});

export const orderQuote = defineEndpoint({
  method: 'POST',
  path: '/api/v3/orders/:orderId/quote-order',
  access: 'customer',
  tag: 'orders',
  summary: 'Bestelt een beantwoorde offerte tegen de geoffreerde prijs, precies één keer',
  description:
    'Voor wie de offerte aanvroeg en voor gebruikers die aan hetzelfde klantnummer gekoppeld zijn. De order krijgt het offertenummer (in de instructie als eerste regel: Offertenummer) en de geoffreerde prijs; expectedTotalExclVatCents is die prijs (met een spoedtoeslag als spoed gekozen is). Een offerte wordt één keer besteld; een verlopen offerte niet (QUOTE_EXPIRED). Verplicht: de kopregel Idempotency-Key.',
  params: orderParams,
  body: quoteOrderBodySchema,
  status: 201,
  response: placedOrderSchema,
  errors: [
    ...PLACING_ERRORS,
    'ORDER_NOT_FOUND',
    'NOT_A_QUOTE_REQUEST',
    'QUOTE_NOT_ORDERABLE',
    'QUOTE_EXPIRED',
  ],
});

export const listProductTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/v3/secured/product-templates',
  access: 'customer',
  tag: 'orders',
  summary: 'De producten (templates) van de beveiligde printopdracht',
  description:
    "Per template de specificaties: een schuif (geordende opties) of opties, waarvan een optie submenu's kan openen (titel, opties, standaard), en of de specificatie links of rechts staat. Alleen voor gebruikers met beveiligd printen (SECURED_PRINTING_NOT_ALLOWED).",
  status: 200,
  response: productTemplatesResponseSchema,
  errors: ['SECURED_PRINTING_NOT_ALLOWED'],
});
