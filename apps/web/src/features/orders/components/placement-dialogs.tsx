import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PlacedOrder } from '@portal/shared/schemas/orders';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import type { Placement } from '../hooks/use-place-order';
import '../texts';

/** Seconds the thanks dialog waits before it returns home by itself. */
export const THANKS_COUNTDOWN_SECONDS = 10;

const SENDING_SIZE = { width: 280, height: 120 };
const ERROR_SIZE = { width: 380, height: 250 };

/**
 * 'Uw opdracht wordt verwerkt.' (spec 02 section 2.3, 280×120): stays until the answer comes;
 * neither a click outside nor Escape closes it.
 */
export function SendingDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened={opened}
      onClose={() => {}}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size={SENDING_SIZE.width}
      centered
      data-dialog="bestelling-verzenden"
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('orderConfirm.sending')} aria-busy="true" mih={SENDING_SIZE.height}>
        <Modal.Body pt="lg">
          <Spinner label={t('orderConfirm.sending')} size="md" stacked />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * 'Bedankt voor uw order' with the order number; returns home when closed, with its button, or
 * by itself after the countdown. The countdown can be stopped ('Aftellen stoppen'), so that
 * nobody loses the order number to a timer while reading or noting it (WCAG 2.2.1, time
 * limits); the spec only says the dialog may close by itself.
 */
export function ThanksDialog({
  order,
  mailFollows,
  onHome,
  countdownSeconds = THANKS_COUNTDOWN_SECONDS,
  variant = 'order',
}: {
  order: PlacedOrder | null;
  /** The customer gets a confirmation by mail (their notification setting). */
  mailFollows: boolean;
  onHome: () => void;
  countdownSeconds?: number;
  /** A quote request's thanks: the answer follows, Sluiten goes home, no countdown (spec 02 section 2.3). */
  variant?: 'order' | 'quote';
}) {
  if (variant === 'quote') return <QuoteThanksDialog order={order} onClose={onHome} />;
  return (
    <OrderThanksDialog
      order={order}
      mailFollows={mailFollows}
      onHome={onHome}
      countdownSeconds={countdownSeconds}
    />
  );
}

/** 'Bedankt voor uw aanvraag': the answer follows soon; Sluiten clears the files and goes home. */
function QuoteThanksDialog({ order, onClose }: { order: PlacedOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={t('orderConfirm.thanks.quoteTitle')}
      size={420}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-dialog="offerte-aangevraagd"
    >
      {order && (
        <Stack gap="sm">
          <Text data-testid="order-number">
            <WithNumber
              text={t('orderConfirm.thanks.quoteNumber', { number: NUMBER })}
              number={order.orderNumber}
            />
          </Text>
          <Text>{t('orderConfirm.thanks.quoteText')}</Text>
          <Group justify="flex-end" mt="xs">
            <Button onClick={onClose} data-autofocus>
              {t('orderConfirm.thanks.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function OrderThanksDialog({
  order,
  mailFollows,
  onHome,
  countdownSeconds,
}: {
  order: PlacedOrder | null;
  mailFollows: boolean;
  onHome: () => void;
  countdownSeconds: number;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(countdownSeconds);
  const [stopped, setStopped] = useState(false);
  const home = useRef(onHome);
  home.current = onHome;
  const opened = order !== null;
  const counting = opened && !stopped;

  useEffect(() => {
    if (!opened) return;
    setLeft(countdownSeconds);
    setStopped(false);
  }, [opened, countdownSeconds]);

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  // Once at zero: home, as the button does.
  useEffect(() => {
    if (counting && left === 0) home.current();
  }, [counting, left]);

  return (
    <Modal
      opened={opened}
      onClose={onHome}
      title={t('orderConfirm.thanks.title')}
      size={420}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-dialog="bestelling-geplaatst"
    >
      {order && (
        <Stack gap="sm">
          <Text data-testid="order-number">
            <WithNumber
              text={t('orderConfirm.thanks.number', { number: NUMBER })}
              number={order.orderNumber}
            />
          </Text>
          {mailFollows && <Text>{t('orderConfirm.thanks.mail')}</Text>}
          <Text size="sm" c="gray.7" aria-live="off">
            {stopped ? t('orderConfirm.thanks.stopped') : t('orderConfirm.thanks.countdown', { count: left })}
          </Text>
          <Group justify="flex-end" mt="xs">
            {!stopped && (
              <Button variant="default" onClick={() => setStopped(true)}>
                {t('orderConfirm.thanks.stop')}
              </Button>
            )}
            <Button onClick={onHome} data-autofocus>
              {t('orderConfirm.thanks.home')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * 'Fout bij het plaatsen van de order' (spec 02 section 8, 380×250): the files-not-uploaded text
 * after UPLOAD_ERROR; otherwise the server's message, or for a lost connection that a retry is
 * safe, and the provider's helpdesk.
 */
export function FailureDialog({
  placement,
  onClose,
  title,
}: {
  placement: Placement;
  onClose: () => void;
  /** The flow's title (spec 02 section 8); the print order's by default. */
  title?: string;
}) {
  const { t } = useTranslation();
  const failure = placement.phase === 'failed' ? placement : null;
  return (
    <Modal
      opened={failure !== null}
      onClose={onClose}
      title={title ?? t('orderConfirm.failure.title')}
      size={ERROR_SIZE.width}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ content: { minHeight: ERROR_SIZE.height } }}
      data-dialog="bestelling-mislukt"
    >
      {failure && (
        <Stack gap="sm" role="alert">
          {failure.reason === 'upload' ? (
            <Text>{t('orderConfirm.failure.upload')}</Text>
          ) : (
            <>
              {failure.reason === 'network' && <Text>{t('orderConfirm.failure.network')}</Text>}
              {failure.reason === 'refused' && failure.message && <Text>{failure.message}</Text>}
              <Text>{t('orderConfirm.failure.helpdesk')}</Text>
            </>
          )}
          <Group justify="flex-end" mt="xs">
            <Button onClick={onClose} data-autofocus>
              {t('orderConfirm.failure.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Where the order number goes in a sentence of the catalogue. */
const NUMBER = '\u0000';

/**
 * A sentence with the order number kept on one line: '2026-000001' broke after its hyphen on a
 * phone, which reads as two numbers.
 */
function WithNumber({ text, number }: { text: string; number: string }) {
  const [before = '', after = ''] = text.split(NUMBER);
  return (
    <>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
      {after}
    </>
  );
}
