import { isPurchasingPortal } from '@portal/shared/rules/purchasing-portal';
import { orderTotals } from '@portal/shared/rules/vat';
import { PUNCH_OUT_FORM_FIELD, type PunchOutReturn } from '@portal/shared/schemas/orders';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { type Failure, fail, isFailure } from '../../../platform/failure';
import type { ThemesService } from '../../themes/themes.service';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import { CALLBACK_URL_MAX_LENGTH, callbackProblem, httpOrigin } from './callback-address';
import { punchOutOrderMessage } from './cxml-message';
import { buyerIdentityOf } from './order-document-facts';
import {
  type OrderPunchOutRow,
  punchOutOfOrder,
  punchOutSettingsOf,
  recordOrderPunchOut,
} from './punch-out.repository';

/**
 * What the purchasing system said when it opened the portal (decision 0055): the theme it
 * opened, the address it wants the order back at (OCI's HOOK_URL) and its session cookie (the
 * cXML BuyerCookie). Checked at the start and again when the order is placed.
 */
export const punchOutStartSchema = z.object({
  themeId: z.uuid(),
  hookUrl: z.string().max(CALLBACK_URL_MAX_LENGTH).nullable(),
  buyerCookie: z.string().max(512).nullable(),
});
export type PunchOutStart = z.infer<typeof punchOutStartSchema>;

/** Where a placed portal order goes and what its document says of both sides. */
export type ReturnAddress = {
  callbackUrl: string;
  buyerCookie: string | null;
  buyerIdentity: string;
  supplierIdentity: string;
};

type Deps = {
  db: Db;
  themes: Pick<ThemesService, 'getTheme'>;
  /** The portal's own address (the document's payload id names its host) and brand. */
  publicUrl: string;
  brandName: string;
};

/**
 * Purchasing-portal mode's link with the customer's purchasing system (spec 02 sections 4 and 7;
 * decision 0055): the start of a session, the address a placed order goes back to, the order as
 * a cXML document, and the origins a portal page may post a form to.
 */
export function createPunchOutService(deps: Deps) {
  const host = new URL(deps.publicUrl).host;

  /** A portal theme by its URL name with its settings in data, or why it cannot take orders back. */
  async function portalTheme(name: string) {
    const theme = await deps.themes.getTheme(name, 0);
    if (isFailure(theme) || !isPurchasingPortal(theme.settings.customFields))
      return fail('PUNCH_OUT_UNAVAILABLE');
    return { theme, settings: await punchOutSettingsOf(deps.db, theme.themeID) };
  }

  return {
    /**
     * A purchasing system opens the portal: the address it gave must be one the theme allows
     * (PUNCH_OUT_CALLBACK_NOT_ALLOWED otherwise); without one, the theme's default address must
     * exist, or no order could go back (PUNCH_OUT_UNAVAILABLE).
     */
    async start(
      themeName: string,
      given: { hookUrl: string | null; buyerCookie: string | null },
    ): Promise<PunchOutStart | Failure<'PUNCH_OUT_UNAVAILABLE' | 'PUNCH_OUT_CALLBACK_NOT_ALLOWED'>> {
      const found = await portalTheme(themeName);
      if (isFailure(found)) return found;
      const { theme, settings } = found;
      if (!settings) return fail('PUNCH_OUT_UNAVAILABLE');
      if (given.hookUrl !== null) {
        if (callbackProblem(given.hookUrl, settings.allowedOrigins))
          return fail('PUNCH_OUT_CALLBACK_NOT_ALLOWED');
      } else if (!settings.defaultCallbackUrl) return fail('PUNCH_OUT_UNAVAILABLE');
      return { themeId: theme.themeID, hookUrl: given.hookUrl, buyerCookie: given.buyerCookie };
    },

    /**
     * Where an order placed in a portal theme goes: the address of the session's start when it
     * is for this theme and the theme still allows it, else the theme's default address.
     */
    async returnAddress(
      themeId: string,
      start: PunchOutStart | null,
    ): Promise<ReturnAddress | Failure<'PUNCH_OUT_UNAVAILABLE'>> {
      const settings = await punchOutSettingsOf(deps.db, themeId);
      if (!settings) return fail('PUNCH_OUT_UNAVAILABLE');
      const ours = start?.themeId === themeId ? start : null;
      const fromStart =
        ours?.hookUrl && callbackProblem(ours.hookUrl, settings.allowedOrigins) === null
          ? ours.hookUrl
          : null;
      const callbackUrl = fromStart ?? settings.defaultCallbackUrl;
      if (!callbackUrl || httpOrigin(callbackUrl) === null) return fail('PUNCH_OUT_UNAVAILABLE');
      return {
        callbackUrl,
        buyerCookie: fromStart ? (ours?.buyerCookie ?? null) : null,
        buyerIdentity: settings.buyerIdentity,
        supplierIdentity: settings.supplierIdentity,
      };
    },

    /** In the order's transaction: the order as a cXML document, kept with the order, and the answer's part. */
    async record(
      tx: Db,
      order: OrderRow,
      lines: readonly Omit<OrderLineRow, 'id' | 'orderId' | 'position'>[],
      address: ReturnAddress,
    ): Promise<PunchOutReturn> {
      const shown = shownTotals(order, lines);
      const document = punchOutOrderMessage({
        payloadId: `${order.id}@${host}`,
        timestamp: order.createdAt,
        buyerCookie: address.buyerCookie ?? order.orderNumber,
        supplierIdentity: address.supplierIdentity || deps.brandName,
        buyerIdentity: address.buyerIdentity || (order.customerNumber ?? ''),
        userAgent: `${deps.brandName} printportaal`,
        orderNumber: order.orderNumber,
        // What the customer was shown, as the browser carries it (decision 0100).
        totalExclVatCents: shown.exclVatCents,
        vatCents: shown.vatCents,
        lines: lines.map((line, index) => ({
          position: index + 1,
          productId: line.productId,
          kind: line.kind,
          productTitle: line.productTitle,
          fileName: line.fileName,
          quantity: line.quantity,
          linePriceCents: line.linePriceCents,
          priceHidden: order.pricesHidden || line.priceHidden,
          specs: line.specs,
        })),
      });
      const row = {
        orderId: order.id,
        callbackUrl: address.callbackUrl,
        document,
        createdAt: order.createdAt,
      };
      await recordOrderPunchOut(tx, row);
      return answerOf(row);
    },

    /** The answer's part of an order placed earlier (a second key for the same cart), if it went back. */
    async ofOrder(orderId: string): Promise<PunchOutReturn | undefined> {
      const row = await punchOutOfOrder(deps.db, orderId);
      return row ? answerOf(row) : undefined;
    },

    /**
     * A portal order as the desk shows it (issue 32 point 4): the purchasing system its document
     * names, where it went back to and when it was handed to the browser; undefined for other orders.
     */
    async deskFactsOf(orderId: string) {
      const row = await punchOutOfOrder(deps.db, orderId);
      if (!row) return undefined;
      return {
        buyerIdentity: buyerIdentityOf(row.document),
        callbackUrl: row.callbackUrl,
        documentAt: row.createdAt.toISOString(),
        received: null,
      };
    },

    /**
     * The origins a page of a portal theme may post its form to (the Content-Security-Policy's
     * form-action): those allowed for a session's address and the default address's. None for
     * any other theme.
     */
    async formOrigins(themeName: string): Promise<string[]> {
      const found = await portalTheme(themeName);
      if (isFailure(found) || !found.settings) return [];
      const { allowedOrigins, defaultCallbackUrl } = found.settings;
      const origins = [...allowedOrigins, ...(defaultCallbackUrl ? [defaultCallbackUrl] : [])]
        .map(httpOrigin)
        .filter((origin) => origin !== null);
      return [...new Set(origins)];
    },
  };
}
export type PunchOutService = ReturnType<typeof createPunchOutService>;

function answerOf(row: Pick<OrderPunchOutRow, 'callbackUrl' | 'document'>): PunchOutReturn {
  return {
    callbackUrl: row.callbackUrl,
    formField: PUNCH_OUT_FORM_FIELD,
    document: Buffer.from(row.document, 'utf8').toString('base64'),
  };
}

/**
 * The totals the customer was shown: the lines whose price was shown, the spoed surcharge and the
 * delivery charge (none in a purchasing portal, decision 0131, but the record says so); nothing under a theme that hides prices (decision 0098). The order keeps the full totals.
 */
function shownTotals(
  order: Pick<OrderRow, 'pricesHidden' | 'expressSurchargeCents' | 'deliveryChargeCents'>,
  lines: readonly Pick<OrderLineRow, 'priceHidden' | 'linePriceCents'>[],
) {
  if (order.pricesHidden) return orderTotals(0);
  const linesCents = lines.reduce(
    (sum, line) => sum + (line.priceHidden ? 0 : (line.linePriceCents ?? 0)),
    0,
  );
  return orderTotals(linesCents + order.expressSurchargeCents + order.deliveryChargeCents);
}
