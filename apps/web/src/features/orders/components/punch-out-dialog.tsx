import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PlacedOrder } from '@portal/shared/schemas/orders';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

/**
 * Seconds before the form sends itself. The spec (02 section 4) has a timer of 5 seconds under a
 * text that says 10; the text names these very seconds, so the two cannot disagree again, and
 * they are the text's 10: time to read the order number before the purchasing system takes over
 * (decision 0136).
 */
export const PUNCH_OUT_SUBMIT_SECONDS = 10;

/**
 * 'Uw opdracht is verzonden' (purchasing-portal mode, spec 02 sections 2.3, 4 and 7): the order
 * goes back to the customer's purchasing system as a form posted to the address the server chose,
 * the order document base64 in its hidden field. The form sends itself after the countdown or
 * with the button; then the portal goes home, while the browser goes on to the purchasing system.
 * Not closable otherwise: without the form the purchasing system never gets the order.
 */
export function PunchOutDialog({
  order,
  onHome,
  submitAfterSeconds = PUNCH_OUT_SUBMIT_SECONDS,
}: {
  order: PlacedOrder | null;
  onHome: () => void;
  submitAfterSeconds?: number;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const home = useRef(onHome);
  home.current = onHome;
  const punchOut = order?.punchOut ?? null;

  const send = () => {
    if (sent.current || !form.current) return;
    sent.current = true;
    // submit(), not requestSubmit(): nothing to validate, and no handler may stop it.
    form.current.submit();
    home.current();
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!punchOut) return;
    const timer = setTimeout(() => sendRef.current(), submitAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [punchOut, submitAfterSeconds]);

  return (
    <Modal
      opened={punchOut !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('orderConfirm.punchOut.title')}
      size={420}
      centered
      data-dialog="bestelling-inkoopsysteem"
    >
      {order && punchOut && (
        <Stack gap="sm">
          <Text data-testid="order-number">
            {t('orderConfirm.punchOut.number', { number: order.orderNumber })}
          </Text>
          <Text>{t('orderConfirm.punchOut.text')}</Text>
          <Text size="sm" c="gray.7">
            {t('orderConfirm.punchOut.countdown', { count: submitAfterSeconds })}
          </Text>
          <form
            ref={form}
            method="post"
            action={punchOut.callbackUrl}
            target="_top"
            acceptCharset="UTF-8"
            data-testid="punch-out-form"
          >
            <input type="hidden" name={punchOut.formField} value={punchOut.document} />
            <Group justify="flex-end" mt="xs">
              <Button type="button" onClick={send} data-autofocus>
                {t('orderConfirm.punchOut.submit')}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
