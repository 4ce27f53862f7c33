import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ContentRouteName } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentArticle, type Crumb } from '../../../components/content-article';
import { PageHead } from '../../../components/page-head';
import { RichText } from '../../../components/rich-text';
import { useRoutePath } from '../../../config/paths';

export type TextPageName = Exclude<ContentRouteName, 'contact' | 'api'>;

const VACANCIES = ['careersPrintOperator', 'careersDriver'] as const;
/** Legal texts end without the call to action. */
const LEGAL: ReadonlySet<TextPageName> = new Set(['deliveryTerms', 'cookiePolicy', 'privacy']);

/** One of the static pages of spec 02 section 2.1: its own head, breadcrumbs, heading and text. */
export function ContentPage({ name }: { name: TextPageName }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const heading = t(`content.${name}.heading`);
  const parents: Crumb[] = (VACANCIES as readonly string[]).includes(name)
    ? [{ label: t('content.careers.heading'), to: to('careers') }]
    : [];

  return (
    <ContentArticle heading={heading} parents={parents}>
      <PageHead title={t(`contentPages.${name}.title`)} description={t(`contentPages.${name}.description`)} />
      <div className="content-body">
        <RichText source={t(`contentBodies.${name}`)} />
      </div>
      {name === 'careers' && <VacancyCards />}
      {!LEGAL.has(name) && <QuestionsCallToAction />}
    </ContentArticle>
  );
}

function VacancyCards() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      className="content-cards"
      aria-label={t('contentPages.page.vacanciesLabel')}
    >
      {VACANCIES.map((vacancy) => {
        const heading = t(`content.${vacancy}.heading`);
        return (
          <Card component="li" key={vacancy} withBorder radius="md" padding="lg">
            <Title order={3} fz="lg" mb="xs">
              {heading}
            </Title>
            <Text size="sm" c="gray.8" mb="md">
              {t(`contentPages.${vacancy}.description`)}
            </Text>
            <Button
              component={Link}
              to={to(vacancy)}
              variant="light"
              mt="auto"
              aria-label={`${t('contentPages.page.viewVacancy')}: ${heading}`}
              className="content-card-button"
            >
              {t('contentPages.page.viewVacancy')}
            </Button>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function QuestionsCallToAction() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <aside className="content-cta" aria-labelledby="content-cta-title">
      <Title order={2} id="content-cta-title" fz="lg" mb={6}>
        {t('contentPages.page.questionsTitle')}
      </Title>
      <Text mb="md" c="gray.8">
        {t('contentPages.page.questionsText')}
      </Text>
      <Button component={Link} to={to('contact')}>
        {t('contentPages.page.questionsButton')}
      </Button>
    </aside>
  );
}
