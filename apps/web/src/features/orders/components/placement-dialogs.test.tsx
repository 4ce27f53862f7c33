import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { SendingDialog, ThanksDialog } from './placement-dialogs';

const order = {
  orderId: '00000000-0000-4000-8000-000000000700',
  kind: 'print' as const,
  orderNumber: '2026-000123',
  status: 'received' as const,
  express: true,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 11234, vatCents: 2359, inclVatCents: 13593 },
  expressSurchargeCents: 2500,
  deliveryChargeCents: 0,
  lineCount: 2,
  unpricedLineCount: 0,
};

beforeAll(initTestI18n);

describe('the dialogs of placing an order', () => {
  it('thanks with the order number and returns home after the countdown', async () => {
    const onHome = vi.fn();
    renderWithApp(<ThanksDialog order={order} mailFollows onHome={onHome} countdownSeconds={1} />);
    expect((await screen.findByTestId('order-number')).textContent).toBe('Uw ordernummer is 2026-000123.');
    expect(screen.getByText('U ontvangt een bevestiging per e-mail.')).toBeTruthy();
    expect(screen.getByText('Over 1 seconde gaat u terug naar de startpagina.')).toBeTruthy();
    await waitFor(() => expect(onHome).toHaveBeenCalledOnce(), { timeout: 2500 });
  });

  it('stays open once its countdown is stopped, until the customer goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onHome = vi.fn();
      renderWithApp(<ThanksDialog order={order} mailFollows={false} onHome={onHome} countdownSeconds={2} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Aftellen stoppen' }));
      expect(screen.getByText('Het venster blijft open tot u het sluit.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Aftellen stoppen' })).toBeNull();
      await vi.advanceTimersByTimeAsync(5000);
      expect(onHome).not.toHaveBeenCalled();
      expect(screen.getByTestId('order-number').textContent).toBe('Uw ordernummer is 2026-000123.');
      fireEvent.click(screen.getByRole('button', { name: 'Naar de startpagina' }));
      expect(onHome).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the sending dialog is busy and closes neither by Escape nor by a click outside', async () => {
    renderWithApp(<SendingDialog opened />);
    const dialog = await screen.findByRole('dialog', { name: 'Uw opdracht wordt verwerkt.' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) fireEvent.mouseDown(overlay);
    expect(screen.getByRole('dialog', { name: 'Uw opdracht wordt verwerkt.' })).toBeTruthy();
  });
});
