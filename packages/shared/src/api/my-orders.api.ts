import {
  myOrdersQuerySchema,
  orderListSchema,
  orderParams,
  orderViewSchema,
  reorderBodySchema,
  reorderResultSchema,
} from '../schemas/order-views';
import { defineEndpoint } from './endpoint';

/** My orders (issue 13 point 7, spec 01 section 2; decision 0051): a customer's placed orders. */

export const listMyOrders = defineEndpoint({
  method: 'GET',
  path: '/api/v3/orders',
  access: 'customer',
  tag: 'orders',
  summary:
    'Mijn bestellingen: de orders van de gebruiker en van de klantnummers waaraan hij gekoppeld is, nieuwste eerst',
  description:
    'Per order: nummer, datum, status (met de Nederlandse naam), project, referentie, totalen excl. BTW, BTW en incl. BTW, spoed en het aantal regels. Per pagina `limit` orders (standaard 20, hoogstens 100); `nextCursor` als `cursor` geeft de volgende pagina, null op de laatste.',
  query: myOrdersQuerySchema,
  status: 200,
  response: orderListSchema,
  errors: [],
});

export const getMyOrder = defineEndpoint({
  method: 'GET',
  path: '/api/v3/orders/:orderId',
  access: 'customer',
  tag: 'orders',
  summary: 'Eén order met regels, bezorg-, afhaal- en factuurgegevens, vestiging en statusgeschiedenis',
  description:
    'Zichtbaar voor wie de order plaatste, voor gebruikers die aan hetzelfde klantnummer gekoppeld zijn en voor medewerkers van de orderbalie. Voor ieder ander bestaat de order niet (ORDER_NOT_FOUND, nooit 403), zodat ordernummers niet af te tasten zijn.',
  params: orderParams,
  status: 200,
  response: orderViewSchema,
  errors: ['ORDER_NOT_FOUND'],
});

export const reorder = defineEndpoint({
  method: 'POST',
  path: '/api/v3/orders/:orderId/reorder',
  access: 'customer',
  tag: 'orders',
  summary: 'Opnieuw bestellen: de regels van een order terug in de winkelwagen, tegen de prijzen van vandaag',
  description:
    "Voor wie de order plaatste en voor gebruikers die aan hetzelfde klantnummer gekoppeld zijn (de orderbalie niet). Ieder bestand van de order komt als kopie in de open uploadsessie `sessionId` van de beller (bij een naam die daar al bestaat met ' (2)' voor de extensie), met hetzelfde product, dezelfde keuzes en hetzelfde aantal in de winkelwagen, opnieuw geprijsd. Het antwoord geeft de winkelwagen, per regel de prijs van toen en van nu, de totalen van toen en nu, en de regels die er niet in konden met de reden (product niet meer te bestellen, keuze vervallen, bestand niet meer beschikbaar, opslagruimte vol, te veel bestanden in de sessie). Voor ieder ander bestaat de order niet (ORDER_NOT_FOUND).",
  params: orderParams,
  body: reorderBodySchema,
  status: 200,
  response: reorderResultSchema,
  errors: ['ORDER_NOT_FOUND', 'UPLOAD_SESSION_NOT_FOUND', 'ORDER_NOT_REORDERABLE'],
});
