import { List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * Parses the catalogue's small text format: blocks separated by a blank line, '## ' starts a
 * heading, lines starting with '- ' form a list. Plain text only, so nothing can inject markup.
 */
export function parseRichText(source: string): Block[] {
  return source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- ')))
        return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** Renders catalogue text; headings start at `headingOrder` (2 under a page's h1). */
export function RichText({ source, headingOrder = 2 }: { source: string; headingOrder?: 2 | 3 }) {
  const nodes: ReactNode[] = parseRichText(source).map((block, index) => {
    const key = `${block.kind}-${index}`;
    if (block.kind === 'heading')
      return (
        <Title key={key} order={headingOrder} mt="lg" mb="xs">
          {block.text}
        </Title>
      );
    if (block.kind === 'list')
      return (
        <List key={key} mb="md" spacing={4}>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    return (
      <Text key={key} mb="md" lh={1.65}>
        {block.text}
      </Text>
    );
  });
  return <>{nodes}</>;
}
