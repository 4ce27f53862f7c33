import { Alert, Anchor, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import '../../../styles/order-warning.css';
import '../texts';

/** The description's field; a link with this hash (the confirm step's message) gives it the focus. */
export const QUOTE_DESCRIPTION_ID = 'opdrachtomschrijving';

/** As long as the order details keep it (schemas/order-details.ts). */
const DESCRIPTION_MAX_LENGTH = 5000;

/**
 * Opdracht, a quote request's first step (spec 02 sections 2.3, 3 and 5; issue 28 point 5): the
 * description of the work, which is the request (and its instruction for the shop), and
 * 'Bestanden meesturen' (includeFiles, on by default) with the uploaded files that go along,
 * which the flow that composes the step lists in `files`. Both live in the order details.
 */
export function QuoteDescription({ files }: { files: ReactNode }) {
  const { t } = useTranslation();
  const { details } = useOrderDraft();
  const error = descriptionError('quote', details);
  const field = useRef<HTMLTextAreaElement>(null);

  // Arrived through the confirm step's message: the field gets the focus, as 'klik hier' does.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${QUOTE_DESCRIPTION_ID}`) field.current?.focus();
  }, [hash]);

  return (
    <Stack gap="lg" className="quote-description">
      {error && (
        <Alert color="orange" className="order-warning" variant="light" data-step-error={error}>
          <Anchor
            href={`#${QUOTE_DESCRIPTION_ID}`}
            onClick={(event) => {
              event.preventDefault();
              field.current?.focus();
            }}
          >
            {t(error)}
          </Anchor>
        </Alert>
      )}
      <div className="order-step__columns">
        <section className="panel-card" aria-labelledby="quote-description-heading">
          <Title order={2} size="h4" id="quote-description-heading" mb="xs">
            {t('quoteFlows.description.heading')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('quoteFlows.description.intro')}
          </Text>
          <Textarea
            ref={field}
            id={QUOTE_DESCRIPTION_ID}
            label={t('quoteFlows.description.label')}
            placeholder={t('quoteFlows.description.placeholder')}
            required
            value={details.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            rows={7}
            resize="vertical"
            onChange={(event) => orderDetails.update({ description: event.currentTarget.value })}
          />
        </section>
        <section className="panel-card" aria-labelledby="quote-files-heading">
          <Title order={2} size="h4" id="quote-files-heading" mb="sm">
            {t('quoteFlows.description.filesHeading')}
          </Title>
          <Switch
            label={t('quoteFlows.description.includeFiles')}
            description={t('quoteFlows.description.includeFilesHint')}
            checked={details.includeFiles}
            onChange={(event) => orderDetails.update({ includeFiles: event.currentTarget.checked })}
            mb="md"
          />
          {details.includeFiles && files}
        </section>
      </div>
    </Stack>
  );
}
