import { Table, type TableProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = Omit<TableProps, 'children'> & {
  /** Names the table, and the frame after it. */
  caption: ReactNode;
  /** The table's head and body. */
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A table of the order desk (the inbox, an order's lines, its history) in its frame. The frame
 * scrolls sideways on a narrow screen, so keyboard users can focus it to scroll, and it is named by
 * the table's caption. One component for the three keeps their frame, focus and naming the same.
 */
export function DeskTable({ caption, children, ...table }: Props) {
  const captionId = useId();
  return (
    <section
      className="order-desk__table-frame"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
    >
      <Table {...table}>
        <Table.Caption id={captionId} className="order-desk__caption">
          {caption}
        </Table.Caption>
        {children}
      </Table>
    </section>
  );
}
