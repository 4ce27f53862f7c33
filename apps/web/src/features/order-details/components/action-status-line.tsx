import { Text } from '@mantine/core';
import type { ActionStatus } from '../hooks/use-action-status';

/**
 * The outcome of a list's last action (useActionStatus), in a status region that is always there,
 * so a screen reader announces each new outcome.
 */
export function ActionStatusLine({ status, className }: { status: ActionStatus | null; className: string }) {
  return (
    <div role="status" className={className}>
      {status && (
        <Text size="sm" c={status.tone === 'ok' ? 'green.9' : 'red.8'}>
          {status.text}
        </Text>
      )}
    </div>
  );
}
