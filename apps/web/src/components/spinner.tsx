import { Group, Loader, type MantineSize, Stack, Text, VisuallyHidden } from '@mantine/core';

/**
 * A loading indicator with what is loading in Dutch: a status region named by its text, which
 * screen readers announce, and the spinning circle hidden from them. The text shows beside the
 * circle (under it with `stacked`), or only to screen readers with `labelHidden` where the place
 * already says what comes (a list under its heading). Use it instead of a bare Mantine Loader:
 * its `label` is required.
 */
export function Spinner({
  label,
  size = 'sm',
  stacked = false,
  labelHidden = false,
}: {
  label: string;
  size?: MantineSize;
  stacked?: boolean;
  labelHidden?: boolean;
}) {
  const Layout = stacked ? Stack : Group;
  return (
    <Layout
      gap="sm"
      role="status"
      aria-label={label}
      align="center"
      wrap="nowrap"
      py={stacked ? 'xl' : undefined}
      className="spinner"
    >
      <Loader size={size} aria-hidden="true" />
      {labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : <Text size="sm">{label}</Text>}
    </Layout>
  );
}
