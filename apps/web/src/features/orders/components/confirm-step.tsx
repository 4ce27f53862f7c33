import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportPlaced } from '../../../lib/order-placed';
import { type OrderSubmission, type PlacementHandlers, usePlaceOrder } from '../hooks/use-place-order';
import { OrderTotals } from './order-totals';
import { FailureDialog, SendingDialog, ThanksDialog } from './placement-dialogs';
import { PunchOutDialog } from './punch-out-dialog';
import '../../../styles/order-warning.css';
import '../texts';

/** An inline message of spec 02 section 8, a link to the step that fixes it. */
export type OrderProblem = { key: string; message: string; href: string };

/** How a flow's confirm step reads: an order, a copy or scan job, or a quote request. */
export type ConfirmVariant = 'order' | 'job' | 'quote';

type ConfirmStepProps = {
  /** What is ordered as the flow shows it: its files, its job, its request. */
  summary: ReactNode;
  /**
   * What the total is made of: the shown lines' prices, how many have none and how many have a
   * price on request (not shown, not in the total: decision 0098); null for a flow that shows no
   * amount (a quote request, secured work). The total sent to be checked is this sum with the
   * spoed surcharge, as the server compares it.
   */
  amounts: { linesCents: number; unpricedCount: number; onRequestCount?: number } | null;
  /** The spoed surcharge of the chosen date; pending while the shop's answer loads. */
  expressSurcharge: { cents: number; pending: boolean };
  /**
   * The delivery charge and the minimum order value (decision 0131), as the server will compute
   * them; null for an order they do not apply to. The charge is in the total sent to be checked.
   */
  delivery?: {
    costs: { chargeCents: number; minimumOrderCents: number; belowMinimum: boolean };
    goodsCents: number;
    delivered: boolean;
    pending: boolean;
  } | null;
  /** Where the customer adds to the order when it is below the minimum (Printen, the cart). */
  addMoreHref?: string;
  /**
   * What is sent, given the total excl. BTW the customer saw; null while what is ordered is not
   * known yet (the cart loads).
   */
  submission: ((expectedTotalExclVatCents: number) => OrderSubmission) | null;
  /** The order's error list (spec 02 section 4); submitting waits until it is empty. */
  problems: readonly OrderProblem[];
  showPrices: boolean;
  /** Purchasing-portal mode: 'Bestelling verzenden' (the answer's punchOut decides the dialog after). */
  portalMode: boolean;
  /** The customer gets a confirmation by mail. */
  mailFollows: boolean;
  /** The delivery, invoice and instruction blocks, from the flow that composes the step. */
  details: ReactNode;
  hrefs: { terms: string };
  /** The button back to the step before; null when Controleren is the first step the theme shows. */
  previous: { href: string; label: string } | null;
  handlers: PlacementHandlers;
  onHome: () => void;
  variant?: ConfirmVariant;
};

const INTRO = {
  order: 'orderConfirm.intro',
  job: 'orderConfirm.intro',
  quote: 'orderConfirm.introQuote',
} as const;

const FAILURE_TITLE = {
  order: 'orderConfirm.failure.title',
  job: 'orderConfirm.failure.jobTitle',
  quote: 'orderConfirm.failure.quoteTitle',
} as const;

/**
 * The confirm step (Controleren, spec 02 sections 2.3, 4 and 8) of every flow (decision 0071):
 * what is ordered, where it goes and who pays, the totals, the legal line, and the submit button,
 * which waits until the error list is empty and sends the order once.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { t } = useTranslation();
  const { amounts, expressSurcharge, problems, showPrices } = props;
  const variant = props.variant ?? 'order';
  const { placement, priceChanged, place, dismiss } = usePlaceOrder(props.handlers);

  const linesCents = amounts?.linesCents ?? 0;
  const delivery = props.delivery ?? null;
  const chargeCents = delivery?.costs.chargeCents ?? 0;
  const expectedTotal = linesCents + expressSurcharge.cents + chargeCents;
  const unknown = props.submission === null || expressSurcharge.pending || delivery?.pending === true;
  // Below the minimum the server refuses (ORDER_BELOW_MINIMUM): said here first, in its words.
  const belowMinimum = delivery !== null && !delivery.pending && delivery.costs.belowMinimum;
  const complete = problems.length === 0;
  const busy = placement.phase === 'sending';

  const submit = () => {
    if (!complete || unknown || belowMinimum || props.submission === null) return;
    void place(props.submission(expectedTotal));
  };

  const placed = placement.phase === 'placed' ? placement.order : null;
  useReportPlaced(placed !== null);
  const dialogs = (
    <>
      <SendingDialog opened={busy} />
      {/* The server's answer decides: an order of a purchasing portal goes back to its system. */}
      <ThanksDialog
        order={placed?.punchOut ? null : placed}
        mailFollows={props.mailFollows}
        onHome={props.onHome}
        variant={variant === 'quote' ? 'quote' : 'order'}
      />
      <PunchOutDialog order={placed?.punchOut ? placed : null} onHome={props.onHome} />
      <FailureDialog placement={placement} onClose={dismiss} title={t(FAILURE_TITLE[variant])} />
    </>
  );

  // Placed: the flow emptied its stores; the thanks (or portal) dialog is what is left to see.
  if (placed)
    return (
      <>
        <Text>
          {t(
            placed.punchOut
              ? 'orderConfirm.punchOut.title'
              : variant === 'quote'
                ? 'orderConfirm.thanks.quoteTitle'
                : 'orderConfirm.thanks.title',
          )}
        </Text>
        {dialogs}
      </>
    );

  return (
    <Stack gap="lg" className="confirm-step">
      <Text>{t(INTRO[variant])}</Text>
      {problems.length > 0 && (
        <Alert
          color="orange"
          className="order-warning"
          variant="light"
          title={t('orderConfirm.incomplete')}
          data-testid="order-problems"
        >
          <List size="sm" spacing={4}>
            {problems.map((problem) => (
              <List.Item key={problem.key}>
                <Anchor component={Link} to={problem.href} data-problem={problem.key}>
                  {problem.message}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {belowMinimum && delivery && (
        <Alert
          color="orange"
          className="order-warning"
          variant="light"
          title={t('orderConfirm.belowMinimum.title')}
          data-testid="below-minimum"
        >
          <Text size="sm">
            {t('orderConfirm.belowMinimum.text', {
              minimum: formatPrice(delivery.costs.minimumOrderCents),
              goods: formatPrice(delivery.goodsCents),
              short: formatPrice(delivery.costs.minimumOrderCents - delivery.goodsCents),
            })}
          </Text>
          {props.addMoreHref && (
            <Anchor component={Link} to={props.addMoreHref} size="sm">
              {t('orderConfirm.belowMinimum.link')}
            </Anchor>
          )}
        </Alert>
      )}
      {priceChanged && showPrices && (
        <Alert color="blue" variant="light" role="status" data-testid="price-changed">
          {t('orderConfirm.priceChanged', { total: formatPrice(expectedTotal) })}
        </Alert>
      )}
      {props.summary}
      <div className="confirm-step__details">{props.details}</div>
      {showPrices && amounts && (
        <OrderTotals
          linesCents={linesCents}
          expressSurchargeCents={expressSurcharge.cents}
          unpricedCount={amounts.unpricedCount}
          unpricedNote={variant === 'job' ? t('orderConfirm.totals.unpricedJob') : undefined}
          onRequestCount={amounts.onRequestCount}
          delivery={delivery?.delivered ? { chargeCents } : null}
        />
      )}
      <Text size="sm" ta="right" data-testid="legal-line">
        {t('orderConfirm.legal.before')}
        {/* Underlined: in running text a link must not be told apart by its colour alone, which
            a theme's brand colour may bring close to the text's (axe link-in-text-block). */}
        <Anchor component={Link} to={props.hrefs.terms} size="sm" inherit underline="always">
          {t('orderConfirm.legal.link')}
        </Anchor>
        {t('orderConfirm.legal.after')}
      </Text>
      <Group justify={props.previous ? 'space-between' : 'flex-end'} className="order-step-page__navigation">
        {props.previous && (
          <Button component={Link} to={props.previous.href} variant="default">
            {props.previous.label}
          </Button>
        )}
        <Button
          onClick={submit}
          disabled={!complete || unknown || belowMinimum}
          loading={busy}
          data-testid="place-order"
          size="md"
        >
          {!complete
            ? t('orderConfirm.notComplete')
            : belowMinimum
              ? t('orderConfirm.belowMinimum.button')
              : t(
                  variant === 'quote'
                    ? 'orderConfirm.submitQuote'
                    : props.portalMode
                      ? 'orderConfirm.submitPortal'
                      : 'orderConfirm.submit',
                )}
        </Button>
      </Group>
      {dialogs}
    </Stack>
  );
}
