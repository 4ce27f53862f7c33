import { Button, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../components/on-demand';
import { useCurrentTheme } from '../../lib/theme-context';
import type { RequestDialogProps } from './print-store-request-dialog';

/**
 * The print store's product request and extra-info request (spec 02 sections 2.2 and 5, issue 29
 * point 3): the contact form as a dialog, to the print store's recipient ('printStore'), asking
 * only message and e-mail. It goes through the outbox like every mail; 'Uw bericht is verzonden.'
 * shows 1.5 s and the dialog closes. The dialog is a chunk of its own, fetched on its first
 * opening.
 */
const LazyRequestDialog = lazy(() =>
  import('./print-store-request-dialog').then((module) => ({ default: module.RequestDialog })),
);

function RequestDialog(props: RequestDialogProps) {
  return (
    <OnDemand when={props.opened}>
      <LazyRequestDialog {...props} />
    </OnDemand>
  );
}

/** Under every store page: the way to ask for what the store does not list, unless the theme hides it. */
export function ProductRequestBlock() {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const [opened, setOpened] = useState(false);
  if (theme?.settings.flags.hideProductRequest) return null;
  return (
    <section className="store-request" aria-labelledby="store-request-title">
      <Title order={2} size="h4" id="store-request-title">
        {t('printStore.requests.notFound')}
      </Title>
      <Text size="sm">{t('printStore.requests.notFoundText')}</Text>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('printStore.requests.productRequest')}
      </Button>
      <RequestDialog
        opened={opened}
        onClose={() => setOpened(false)}
        heading={t('printStore.requests.productRequest')}
        intro={t('printStore.requests.productRequestIntro')}
        subject={t('printStore.requests.productRequestSubject')}
        message=""
      />
    </section>
  );
}

/** On a product's page: a question about this design, its name and address in the message. */
export function ExtraInfoRequest({ name }: { name: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" px={0} w="fit-content" onClick={() => setOpened(true)}>
        {t('printStore.requests.extraInfoRequest')}
      </Button>
      <RequestDialog
        opened={opened}
        onClose={() => setOpened(false)}
        heading={t('printStore.requests.extraInfoRequest')}
        intro={t('printStore.requests.extraInfoIntro', { name })}
        subject={t('printStore.requests.extraInfoSubject', { name })}
        message={t('printStore.requests.extraInfoMessage', { name, address: window.location.href })}
      />
    </>
  );
}
