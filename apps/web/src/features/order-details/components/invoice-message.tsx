import { Alert, UnstyledButton } from '@mantine/core';
import type { OrderErrorKey } from '@portal/shared/rules/order-completeness';
import '../../../styles/order-warning.css';
import '../texts';

type InvoiceMessageProps = {
  message: OrderErrorKey | null;
  /** The message in words, under the theme's names (utils/order-error-sayer.ts). */
  say: (message: OrderErrorKey) => string;
  /** role="alert" when the message changed through what the user did; a plain status otherwise. */
  announce: boolean;
  /** Brings the user to the field the message is about ('klik hier'). */
  onFollow: (message: OrderErrorKey) => void;
};

/** The invoice step's inline message (spec 02 section 8), at the top of the step. */
export function InvoiceMessage({ message, say, announce, onFollow }: InvoiceMessageProps) {
  if (!message) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role={announce ? 'alert' : 'status'}
      className="order-warning invoice-step__message"
      data-testid="invoice-message"
    >
      <UnstyledButton className="invoice-step__message-link" onClick={() => onFollow(message)}>
        {say(message)}
      </UnstyledButton>
    </Alert>
  );
}
