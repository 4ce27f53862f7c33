import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { orderTotals } from '@portal/shared/rules/vat';
import type { DeskOrderView, QuoteView } from '@portal/shared/schemas/order-views';
import type { QuoteAnswerBody } from '@portal/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlacedOrderFact } from '../../../components/placed-order-facts';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { dayAndTime, formatDay } from '../../../lib/placed-orders';
import { answerQuote, deskOrderKey } from '../api/desk-orders';
import {
  type AnswerProblem,
  emptyQuoteAnswerForm,
  type QuoteAnswerForm,
  quoteAnswerFormSchema,
} from '../utils/quote-answer-form';
import '../texts';

/** What the last answer came to: sent, or the server's reason that applies to no single field. */
export type AnswerOutcome = { kind: 'sent' } | { kind: 'refused'; message: string };

/**
 * The quote of a quote request at the desk (issue 28 point 5): its answer (number, price excl.
 * and incl. BTW, answered when, valid until, the note, the order it became), or, while the
 * request is open, the form that answers it. On an order placed on a quote: the quote it follows,
 * with a link to the request.
 */
export function DeskQuote({
  order,
  quote,
  outcome,
  onOutcome,
}: {
  order: DeskOrderView;
  quote: QuoteView;
  outcome: AnswerOutcome | null;
  onOutcome: (outcome: AnswerOutcome) => void;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const requestLink = (
    <Anchor component={Link} to={to('orderDeskOrder', { orderId: quote.requestId })}>
      {quote.requestNumber}
    </Anchor>
  );
  if (order.kind === 'quoted')
    return (
      <dl className="placed-order__facts" data-testid="desk-quote">
        <PlacedOrderFact label={t('orderDesk.order.quote.follows')}>{quote.quotationNo}</PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.quote.requestNumber')}>{requestLink}</PlacedOrderFact>
      </dl>
    );

  const answered = quote.quotationNo !== null && quote.priceCents !== null;
  return (
    <Stack gap="sm" data-testid="desk-quote">
      {outcome?.kind === 'sent' && (
        <Alert color="green" role="status" data-testid="desk-quote-sent">
          {t('orderDesk.order.answer.sent')}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert color="red" role="alert" data-testid="desk-quote-refused">
          {outcome.message}
        </Alert>
      )}
      {answered ? (
        <AnswerFacts quote={quote} />
      ) : order.status === 'received' ? (
        <>
          <Text size="sm">{t('orderDesk.order.quote.open')}</Text>
          <AnswerForm orderId={order.id} onOutcome={onOutcome} />
        </>
      ) : (
        <Text size="sm">{t('orderDesk.order.quote.withdrawn')}</Text>
      )}
    </Stack>
  );
}

function AnswerFacts({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const totals = orderTotals(quote.priceCents ?? 0);
  const answered = quote.answeredAt ? dayAndTime(quote.answeredAt) : null;
  return (
    <dl className="placed-order__facts" aria-label={t('orderDesk.order.quote.facts')}>
      <PlacedOrderFact label={t('orderDesk.order.quote.quotationNo')}>{quote.quotationNo}</PlacedOrderFact>
      {answered && (
        <PlacedOrderFact label={t('orderDesk.order.quote.answeredAt')}>
          {t('orderDesk.order.at', { date: answered.date, time: answered.time })}
        </PlacedOrderFact>
      )}
      <PlacedOrderFact label={t('orderDesk.order.quote.exclVat')}>
        {formatPrice(totals.exclVatCents)}
      </PlacedOrderFact>
      <PlacedOrderFact label={t('orderDesk.order.quote.inclVat')}>
        {formatPrice(totals.inclVatCents)}
      </PlacedOrderFact>
      {quote.validUntil && (
        <PlacedOrderFact label={t('orderDesk.order.quote.validUntil')}>
          {formatDay(quote.validUntil)}
        </PlacedOrderFact>
      )}
      {quote.note.trim() && (
        <PlacedOrderFact label={t('orderDesk.order.quote.note')}>
          <span className="placed-order__note">{quote.note}</span>
        </PlacedOrderFact>
      )}
      <PlacedOrderFact label={t('orderDesk.order.quote.orderedAs')}>
        {quote.orderedAs ? (
          <Anchor component={Link} to={to('orderDeskOrder', { orderId: quote.orderedAs.id })}>
            {quote.orderedAs.orderNumber}
          </Anchor>
        ) : (
          t('orderDesk.order.quote.notOrdered')
        )}
      </PlacedOrderFact>
    </dl>
  );
}

const PROBLEMS: readonly string[] = [
  'quotationNoInvalid',
  'priceInvalid',
  'validDaysInvalid',
  'noteTooLong',
] satisfies AnswerProblem[];

/**
 * 'Offerte beantwoorden': the quotation number (exactly 7 characters), the price excl. BTW in
 * euros, how many days it stands (30 unless changed) and a note for the customer. A number the
 * server refuses (not valid, already given) shows at its field in the server's words; any other
 * refusal above the form, with the order reloaded (someone may have answered it meanwhile).
 */
function AnswerForm({
  orderId,
  onOutcome,
}: {
  orderId: string;
  onOutcome: (outcome: AnswerOutcome) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteAnswerForm, unknown, QuoteAnswerBody>({
    resolver: zodResolver(quoteAnswerFormSchema),
    defaultValues: emptyQuoteAnswerForm,
  });
  // The form's own checks give a key of the catalogue; the server's refusals their Dutch text.
  const errorText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : PROBLEMS.includes(message)
        ? t(`orderDesk.order.answer.${message}`)
        : message;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await answerQuote(queryClient, orderId, body);
      onOutcome({ kind: 'sent' });
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (error.code === 'QUOTATION_NUMBER_INVALID' || error.code === 'QUOTATION_NUMBER_TAKEN')
      ) {
        setError('quotationNo', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiRequestError) {
        onOutcome({ kind: 'refused', message: error.message });
        await queryClient.invalidateQueries({ queryKey: deskOrderKey(orderId) });
      } else if (error instanceof NetworkError) {
        onOutcome({ kind: 'refused', message: t('orderDesk.order.answer.network') });
      } else throw error;
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="desk-quote-answer">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {t('orderDesk.order.answer.intro')}
        </Text>
        {/* Side by side from a tablet's width; under each other on a phone, where three fields in a
            row squeezed their labels and hints into narrow columns. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('orderDesk.order.answer.quotationNo')}
            description={t('orderDesk.order.answer.quotationNoHint')}
            required
            autoComplete="off"
            spellCheck={false}
            error={errorText(errors.quotationNo?.message)}
            {...register('quotationNo')}
          />
          <TextInput
            label={t('orderDesk.order.answer.price')}
            description={t('orderDesk.order.answer.priceHint')}
            required
            inputMode="decimal"
            autoComplete="off"
            error={errorText(errors.price?.message)}
            {...register('price')}
          />
          <TextInput
            label={t('orderDesk.order.answer.validDays')}
            description={t('orderDesk.order.answer.validDaysHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={errorText(errors.validDays?.message)}
            {...register('validDays')}
          />
        </SimpleGrid>
        <Textarea
          label={t('orderDesk.order.answer.note')}
          autosize
          minRows={2}
          maxRows={8}
          error={errorText(errors.note?.message)}
          {...register('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('orderDesk.order.answer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
