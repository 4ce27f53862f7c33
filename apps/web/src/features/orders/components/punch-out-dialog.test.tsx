import { type PlacedOrder, PUNCH_OUT_FORM_FIELD } from '@portal/shared/schemas/orders';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { PunchOutDialog } from './punch-out-dialog';

const DOCUMENT = btoa('<?xml version="1.0" encoding="UTF-8"?><cXML payloadID="x"/>');

const order = {
  orderId: '00000000-0000-4000-8000-000000000700',
  kind: 'print' as const,
  orderNumber: '2026-000123',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 11234, vatCents: 2359, inclVatCents: 13593 },
  expressSurchargeCents: 0,
  deliveryChargeCents: 0,
  lineCount: 2,
  unpricedLineCount: 0,
  punchOut: {
    callbackUrl: 'https://inkoop.bouwgroep-noord.example/oci/hook?sid=4711',
    formField: PUNCH_OUT_FORM_FIELD,
    document: DOCUMENT,
  },
} satisfies PlacedOrder;

/** jsdom does not navigate: the form's submit() is watched instead. */
let submitted: HTMLFormElement[];

beforeAll(initTestI18n);
beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the order goes back to the purchasing system (portal mode)', () => {
  it('posts a form to the address from the answer with the document in its hidden field', async () => {
    renderWithApp(<PunchOutDialog order={order} onHome={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Uw opdracht is verzonden' });
    expect(screen.getByTestId('order-number').textContent).toBe('Uw ordernummer is 2026-000123.');
    const form = screen.getByTestId<HTMLFormElement>('punch-out-form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(order.punchOut.callbackUrl);
    expect(form.getAttribute('target')).toBe('_top');
    const field = form.querySelector<HTMLInputElement>(`input[name="${PUNCH_OUT_FORM_FIELD}"]`)!;
    expect(field.type).toBe('hidden');
    expect(field.value).toBe(DOCUMENT);
    expect(dialog.textContent).toContain('Uw bestelling gaat nu terug naar uw inkoopsysteem.');
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends itself after the 10 seconds its text says, and then goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onHome = vi.fn();
    renderWithApp(<PunchOutDialog order={order} onHome={onHome} />);
    await screen.findByRole('dialog', { name: 'Uw opdracht is verzonden' });
    expect(screen.getByText('Over 10 seconden wordt u automatisch doorgestuurd.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(9_900));
    expect(submitted).toEqual([]);
    expect(onHome).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(submitted).toEqual([screen.getByTestId('punch-out-form')]);
    expect(onHome).toHaveBeenCalledOnce();
    // Once only, whatever happens after.
    act(() => vi.advanceTimersByTime(10_000));
    expect(submitted).toHaveLength(1);
  });

  it('says the seconds it waits, whatever they are', async () => {
    renderWithApp(<PunchOutDialog order={order} onHome={vi.fn()} submitAfterSeconds={3} />);
    await screen.findByRole('dialog', { name: 'Uw opdracht is verzonden' });
    expect(screen.getByText('Over 3 seconden wordt u automatisch doorgestuurd.')).toBeTruthy();
  });

  it('sends at once with its button, and is closed neither by Escape nor by a click outside', async () => {
    const onHome = vi.fn();
    renderWithApp(<PunchOutDialog order={order} onHome={onHome} />);
    const dialog = await screen.findByRole('dialog', { name: 'Uw opdracht is verzonden' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) fireEvent.mouseDown(overlay);
    expect(screen.getByRole('dialog', { name: 'Uw opdracht is verzonden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sluiten/i })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Nu doorsturen' }));
    expect(submitted).toHaveLength(1);
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('shows nothing for an order that does not go back to a purchasing system', () => {
    const { punchOut: _, ...ordinary } = order;
    renderWithApp(<PunchOutDialog order={ordinary} onHome={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
