import {
  answerQuote,
  deliverScanFiles,
  downloadJsonTicket,
  downloadOrderLineFile,
  downloadXjdfTicket,
  finishScanDelivery,
  getDeskOrder,
  getOrderLinePreview,
  getScanDelivery,
  listDeskOrders,
  moveOrderStatus,
} from '@portal/shared/api/order-desk.api';
import type { FastifyReply } from 'fastify';
import { attachment, contentTypeOf } from '../../../lib/content-disposition';
import { visitorIdOf } from '../../../lib/visitor';
import { isFailure } from '../../../platform/failure';
import { type RouteDefinition, route } from '../../../platform/routes';
import { sendStoredFile } from '../../../platform/storage/send-stored-file';
import type { OrderDeskService } from './order-desk.service';
import type { ScanDeliveryService } from './scan-delivery.service';

/** The desk's answers are for the caller alone and change when anyone moves an order. */
const notCached = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The order desk over HTTP (decision 0051); the 'orderDesk' access of every contract guards it. */
export function orderDeskRoutes(service: OrderDeskService, scans: ScanDeliveryService): RouteDefinition[] {
  const ticketRoute = (
    endpoint: typeof downloadXjdfTicket | typeof downloadJsonTicket,
    kind: 'xjdf' | 'json',
  ) =>
    route(endpoint, async ({ caller, params, reply }) => {
      const ticket = await service.ticket(caller.user.id, params.orderId, kind);
      if (isFailure(ticket)) return ticket;
      if (ticket.sha256) reply.header('x-content-sha256', ticket.sha256);
      return notCached(reply)
        .header('content-disposition', attachment(ticket.fileName))
        .type(ticket.contentType)
        .send(ticket.body);
    });

  return [
    route(listDeskOrders, async ({ caller, query, reply }) => {
      notCached(reply);
      return service.list(caller.user.id, query);
    }),
    route(getDeskOrder, async ({ caller, params, reply }) => {
      notCached(reply);
      return service.get(caller.user.id, params.orderId);
    }),
    route(moveOrderStatus, async ({ caller, params, body }) =>
      service.move(caller.user.id, params.orderId, body),
    ),
    ticketRoute(downloadXjdfTicket, 'xjdf'),
    ticketRoute(downloadJsonTicket, 'json'),
    route(answerQuote, async ({ caller, params, body }) =>
      service.answerQuote(caller.user.id, params.orderId, body),
    ),
    route(getScanDelivery, async ({ params, reply }) => {
      notCached(reply);
      return scans.place(params.orderId);
    }),
    // The scans come from the staff member's own upload session (their browser's and login's).
    route(deliverScanFiles, async ({ caller, params, body, request, reply }) =>
      scans.deliver(
        caller.user.id,
        { visitorId: visitorIdOf(request, reply), userId: caller.user.id },
        params.orderId,
        body,
      ),
    ),
    route(finishScanDelivery, async ({ caller, params }) => scans.finish(caller.user.id, params.orderId)),
    route(downloadOrderLineFile, async ({ caller, params, request, reply }) => {
      const found = await service.lineFile(caller.user.id, params.orderId, params.position);
      if (isFailure(found)) return found;
      notCached(reply)
        .header('content-disposition', attachment(found.fileName))
        .type(contentTypeOf(found.fileName));
      // A large file resumed or read in parts (Range) is streamed from the storage, never held.
      return sendStoredFile(request, reply, found.file);
    }),
    route(getOrderLinePreview, async ({ caller, params, query, request, reply }) => {
      const preview = await service.linePreview(
        caller.user.id,
        params.orderId,
        params.position,
        params.size,
        query.page,
      );
      if (isFailure(preview)) return preview;
      // An ordered file never changes; the preview is still the desk's business only.
      reply.header('cache-control', 'private, max-age=31536000, immutable').type(preview.contentType);
      return sendStoredFile(request, reply, preview);
    }),
  ];
}
