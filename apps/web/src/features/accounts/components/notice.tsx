import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

const COLOURS = { success: 'teal', error: 'red', warning: 'orange', info: 'blue' } as const;

type NoticeProps = {
  tone: keyof typeof COLOURS;
  title?: string;
  /** A name for tests and styling, e.g. 'login-failed'. */
  name: string;
  children: ReactNode;
};

/**
 * Feedback inside an account dialog. The tone shows in the tinted background and border;
 * title and text stay dark, since Mantine's coloured text on its light tints is below the
 * 4.5:1 contrast for small type. Errors are announced at once, the rest politely.
 */
export function Notice({ tone, title, name, children }: NoticeProps) {
  const text = 'var(--mantine-color-dark-7)';
  return (
    <Alert
      color={COLOURS[tone]}
      variant="light"
      role={tone === 'error' ? 'alert' : 'status'}
      title={title}
      data-notice={name}
      styles={{
        root: { borderInlineStart: `4px solid var(--mantine-color-${COLOURS[tone]}-6)` },
        title: { color: text, fontWeight: 700 },
        message: { color: text },
      }}
    >
      {children}
    </Alert>
  );
}
