import type { OrderFlowId } from '@portal/shared/rules/order-steps';
import type { PlacedOrder } from '@portal/shared/schemas/orders';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { type OrderAttempts, orderAttempts } from '../stores/order-attempt';

/**
 * One flow's order as the confirm step sends it: the flow, what is ordered (its natural key: the
 * upload session, the draft, the quote) and the call of the flow's endpoint with an Idempotency-Key.
 */
export type OrderSubmission = {
  flow: OrderFlowId;
  ordering: string;
  send: (idempotencyKey: string) => Promise<PlacedOrder>;
};

/** What the flow that composes the confirm step does with the outcome (its stores are not ours). */
export type PlacementHandlers = {
  /** Placed: the flow empties its order details, files and cart. */
  onPlaced: (order: PlacedOrder) => void;
  /** UPLOAD_ERROR: the flow removes the files (the cart goes with them). */
  onUploadError: () => Promise<void> | void;
  /** PRICE_CHANGED: the flow loads the cart again, so the new total is shown. */
  onPriceChanged: () => Promise<void> | void;
  /**
   * Any other refusal, with the server's error code (null for an answer that is not ours): a
   * quote request removes its files (spec 02 section 4); ordering a quote learns it has expired.
   */
  onRefused?: (code: string | null) => Promise<void> | void;
};

export type Placement =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'placed'; order: PlacedOrder }
  /**
   * upload: the files did not arrive (UPLOAD_ERROR); network: no answer, so whether the order
   * arrived is unknown; refused: the server's refusal, with its Dutch message when it gave one.
   */
  | { phase: 'failed'; reason: 'upload' | 'network' | 'refused'; message: string | null };

/** A replay of an attempt still running on the server (ORDER_IN_PROGRESS) is asked again this often. */
export const IN_PROGRESS_RETRIES = 3;
export const IN_PROGRESS_WAIT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const refusal = (error: unknown, code: string) => error instanceof ApiRequestError && error.code === code;

/**
 * An answer after which the attempt is over: a refusal of the order itself (4xx). After no
 * answer, a server failure (5xx), a login to renew (401) or an attempt still running (409
 * ORDER_IN_PROGRESS) the key is kept: the order may have been stored, and the retry must be
 * recognised as the same attempt.
 */
function endsAttempt(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.code !== 'ORDER_IN_PROGRESS'
  );
}

/**
 * Placing the order of any flow from the confirm step (spec 02 section 4, decisions 0047 and
 * 0071): sent once however often the button is pressed (inProgress), with one Idempotency-Key
 * per attempt, and the outcome as the dialogs show it.
 */
export function usePlaceOrder(handlers: PlacementHandlers, attempts: OrderAttempts = orderAttempts) {
  const [placement, setPlacement] = useState<Placement>({ phase: 'idle' });
  const [priceChanged, setPriceChanged] = useState(false);
  const inProgress = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  const send = useCallback(
    async (submission: OrderSubmission): Promise<PlacedOrder> => {
      let key = attempts.keyFor(submission.flow, submission.ordering);
      let renewed = false;
      for (let turn = 0; ; turn += 1) {
        try {
          return await submission.send(key);
        } catch (error) {
          // The first request with this key still runs: its answer comes with a replay.
          if (refusal(error, 'ORDER_IN_PROGRESS') && turn < IN_PROGRESS_RETRIES) {
            await wait(IN_PROGRESS_WAIT_MS);
            continue;
          }
          // The key was answered for other order details (changed after a lost answer): a new
          // attempt, which the server answers with the cart's order if the first one was placed.
          if (refusal(error, 'IDEMPOTENCY_KEY_REUSED') && !renewed) {
            renewed = true;
            attempts.end(submission.flow);
            key = attempts.keyFor(submission.flow, submission.ordering);
            continue;
          }
          throw error;
        }
      }
    },
    [attempts],
  );

  const place = useCallback(
    async (submission: OrderSubmission): Promise<void> => {
      if (inProgress.current) return;
      inProgress.current = true;
      setPriceChanged(false);
      setPlacement({ phase: 'sending' });
      try {
        const order = await send(submission);
        attempts.end(submission.flow);
        latest.current.onPlaced(order);
        setPlacement({ phase: 'placed', order });
      } catch (error) {
        if (endsAttempt(error)) attempts.end(submission.flow);
        if (refusal(error, 'UPLOAD_ERROR')) {
          await Promise.resolve(latest.current.onUploadError()).catch(() => {});
          setPlacement({ phase: 'failed', reason: 'upload', message: null });
        } else if (refusal(error, 'PRICE_CHANGED')) {
          await Promise.resolve(latest.current.onPriceChanged()).catch(() => {});
          setPriceChanged(true);
          setPlacement({ phase: 'idle' });
        } else if (error instanceof ApiRequestError && error.status === 401) {
          // The login dialog opens (api-client); the customer confirms again after logging in.
          setPlacement({ phase: 'idle' });
        } else if (error instanceof NetworkError) {
          setPlacement({ phase: 'failed', reason: 'network', message: null });
        } else {
          const code = error instanceof ApiRequestError && error.code !== 'HTTP_ERROR' ? error.code : null;
          await Promise.resolve(latest.current.onRefused?.(code)).catch(() => {});
          // The server's Dutch message; an answer that is not ours (a proxy's page) says nothing.
          const message = code !== null && error instanceof ApiRequestError ? error.message : null;
          setPlacement({ phase: 'failed', reason: 'refused', message });
        }
      } finally {
        inProgress.current = false;
      }
    },
    [send, attempts],
  );

  /** The failure dialog closed. */
  const dismiss = useCallback(() => setPlacement({ phase: 'idle' }), []);

  return { placement, priceChanged, place, dismiss };
}
