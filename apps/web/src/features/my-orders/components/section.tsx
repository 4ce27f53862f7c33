import { Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A part of an opened order (delivery, the quote, the lines, the history), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="placed-order__section">
      <Title order={4} id={id} className="placed-order__section-title">
        {title}
      </Title>
      {children}
    </section>
  );
}
