import { Button, Group, Text, Title } from '@mantine/core';
import type { IntroScreen as IntroScreenContent } from '@portal/shared/schemas/proposition';
import { useTranslation } from 'react-i18next';

type Props = {
  intro: IntroScreenContent;
  /** Offer "do not show again" (not for items that always show their intro). */
  canHide: boolean;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  onContinue: () => void;
  onBack: () => void;
};

/** The screen some menu items show before they start (spec 01 section 2, menu behaviour). */
export function IntroScreen({ intro, canHide, hidden, onHiddenChange, onContinue, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <section className="home-intro" aria-labelledby="home-intro-title">
      <Title order={1} id="home-intro-title" className="home-intro__title" tabIndex={-1} data-focus="intro">
        {intro.title}
      </Title>
      {intro.paragraphs.map((paragraph) => (
        <Text key={paragraph} className="home-intro__text">
          {paragraph}
        </Text>
      ))}
      {canHide && (
        // A native checkbox: Mantine's would bring its own chunk into the first screen (issue 9).
        <label className="home-intro__hide">
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => onHiddenChange(event.currentTarget.checked)}
          />
          <span>{t('home.introDontShowAgain')}</span>
        </label>
      )}
      <Group justify="space-between" className="home-intro__actions">
        <Button variant="default" radius="xl" onClick={onBack}>
          {t('home.introBack')}
        </Button>
        <Button radius="xl" onClick={onContinue}>
          {t('home.introContinue')}
        </Button>
      </Group>
    </section>
  );
}
