import { Anchor, Box, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../config/paths';
import '../styles/content.css';

export type Crumb = { label: string; to: string };

/**
 * Home (or another root, the print store's) › parents › this page, as an ordered list in a
 * labelled nav (WAI-ARIA breadcrumb pattern).
 */
export function Breadcrumbs({
  parents = [],
  current,
  root,
  label,
  className = 'content-breadcrumbs',
}: {
  parents?: Crumb[];
  current: string;
  root?: Crumb;
  /** The nav's name, for a page whose texts are not the content pages' (they load with those). */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const trail: Crumb[] = [root ?? { label: t('contentPages.page.home'), to: to('home') }, ...parents];
  return (
    <nav aria-label={label ?? t('contentPages.page.breadcrumbLabel')} className={className}>
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
