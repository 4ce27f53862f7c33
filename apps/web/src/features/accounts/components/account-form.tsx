import { Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

type AccountFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The muted line above the fields that says what the form is for; none when absent. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every account form: the browser's own validation is off (the zod rules speak
 * Dutch and show under each field), the parts stand one under the other at the dialogs' spacing,
 * and an intro, when given, comes first.
 */
export function AccountForm({ onSubmit, intro, children }: AccountFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {intro && (
          <Text size="sm" c="gray.7">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </form>
  );
}
