import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { deskMoves } from '@portal/shared/rules/order-moves';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

/** The longest note (the contract's limit). */
const NOTE_MAX_LENGTH = 500;

/**
 * The moves the desk may make now: those the server offers (`nextStates`) that the shared rule
 * also allows from the state on the screen for the order's kind, in the state table's order
 * (decision 0051: after production a pickup order becomes ready for pickup, any other is
 * shipped; a quote request is only withdrawn here, its answer and its order move it on). Never a
 * move the server would refuse for its rule; a stale screen is the server's to refuse (409).
 */
export function offeredMoves(
  order: Pick<DeskOrderView, 'status' | 'kind' | 'details' | 'nextStates'>,
): OrderStatus[] {
  return deskMoves(order.status, { kind: order.kind, orderType: order.details.orderType }).filter((to) =>
    order.nextStates.includes(to),
  );
}

type Props = {
  order: DeskOrderView;
  busy: boolean;
  /** Makes the move; settles when the page has the outcome. */
  onMove: (to: OrderStatus, note: string) => Promise<void>;
};

/** A button per allowed move; each asks for a confirmation with an optional note first. */
export function StatusActions({ order, busy, onMove }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const moves = offeredMoves(order);
  const label = (status: OrderStatus) => t(`orderStatus.${status}`);

  const ask = (to: OrderStatus) => {
    setNote('');
    setPending(to);
  };
  const confirm = async () => {
    if (!pending) return;
    const to = pending;
    setPending(null);
    await onMove(to, note.trim());
  };

  if (moves.length === 0)
    return (
      <Text size="sm" c="gray.7" data-testid="order-desk-final">
        {t('orderDesk.move.final')}
      </Text>
    );

  return (
    <>
      <Group gap="sm" data-testid="order-desk-moves">
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outline' : 'filled'}
            color={to === 'cancelled' ? 'red.8' : undefined}
            onClick={() => ask(to)}
            disabled={busy}
            data-move={to}
          >
            {t('orderDesk.move.to', { label: label(to) })}
          </Button>
        ))}
      </Group>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('orderDesk.move.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        {pending && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Stack gap="md">
              <Text>
                {t('orderDesk.move.confirmText', {
                  number: order.orderNumber,
                  from: order.statusLabel,
                  to: label(pending),
                })}
              </Text>
              <Textarea
                label={t('orderDesk.move.note')}
                description={t('orderDesk.move.noteHint')}
                value={note}
                maxLength={NOTE_MAX_LENGTH}
                autosize
                minRows={2}
                maxRows={6}
                onChange={(event) => setNote(event.currentTarget.value)}
                data-autofocus
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setPending(null)}>
                  {t('orderDesk.move.cancel')}
                </Button>
                <Button type="submit" color={pending === 'cancelled' ? 'red.8' : undefined}>
                  {t('orderDesk.move.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
