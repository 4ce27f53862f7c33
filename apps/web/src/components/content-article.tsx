import { Anchor, Box, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../config/paths';
import '../styles/content.css';

export type Crumb = { label: string; to: string };

/** Home › parents › this page, as an ordered list in a labelled nav (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ parents = [], current }: { parents?: Crumb[]; current: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const trail: Crumb[] = [{ label: t('contentPages.page.home'), to: to('home') }, ...parents];
  return (
    <nav aria-label={t('contentPages.page.breadcrumbLabel')} className="content-breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Anchor component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/**
 * The frame of a content page: breadcrumbs, then one white card holding the h1 and the text at
 * a readable width; `wide` for pages with tables such as the API reference.
 */
export function ContentArticle({
  heading,
  parents,
  wide = false,
  children,
}: {
  heading: string;
  parents?: Crumb[];
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="lg" className="content-page" data-wide={wide || undefined}>
      <Box className="content-column">
        <Breadcrumbs parents={parents} current={heading} />
        <Paper component="article" className="content-card" radius="md" shadow="xs" withBorder>
          <Title order={1} className="content-title">
            {heading}
          </Title>
          {children}
        </Paper>
      </Box>
    </Container>
  );
}
