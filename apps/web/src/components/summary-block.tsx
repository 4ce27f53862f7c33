import { Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type SummaryBlockProps = {
  title: string;
  /** The step that chose what the block shows; null when there is no step to go back to. */
  editHref: string | null;
  /** 'Wijzigen'; screen readers hear the block's title with it, as several blocks have one. */
  editLabel: string;
  children: ReactNode;
};

/**
 * One block of a confirm step's summary (spec 02 section 2.3): a title, what was chosen, and a
 * button back to the step that chose it.
 */
export function SummaryBlock({ title, editHref, editLabel, children }: SummaryBlockProps) {
  const titleId = useId();
  return (
    <section className="panel-card summary-block" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={titleId} miw={0}>
          {title}
        </Title>
        {editHref && (
          // Never narrower than its word: a long title wraps instead.
          <Button component={Link} to={editHref} variant="light" size="compact-sm" style={{ flexShrink: 0 }}>
            {editLabel} <VisuallyHidden>({title})</VisuallyHidden>
          </Button>
        )}
      </Group>
      {children}
    </section>
  );
}
