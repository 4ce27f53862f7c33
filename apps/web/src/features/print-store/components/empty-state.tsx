import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An empty page says so, what to do next, and offers the button that does it (ui-direction.md). */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action: { label: string; to: string };
}) {
  return (
    <Stack align="center" gap="xs" py="xl" className="store-empty">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm">{hint}</Text>
      <Button component={Link} to={action.to} variant="light">
        {action.label}
      </Button>
    </Stack>
  );
}
