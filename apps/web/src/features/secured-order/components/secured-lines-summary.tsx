import '../../../styles/secured-order.css';
import { Anchor, Text } from '@mantine/core';
import { choicesText } from '@portal/shared/rules/secured-specs';
import type { ProductTemplate, SecuredLine } from '@portal/shared/schemas/secured';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SummaryBlock } from '../../../components/summary-block';
import '../texts';

/** A line as the confirm step shows it: the file's name beside what step 1 assigned. */
export type SummaryLine = SecuredLine & { fileName: string };

/**
 * The files of a secured print order on its confirm step (spec 02 section 2.3): the total
 * 'N print(s) van N bestand(en)', or 'Bestanden ontbreken nog, klik hier.' to step 1; each file
 * as 'quantity x name' with its product and specs, or 'Nog geen product gekozen.' to step 1.
 * No price: secured work is charged by agreement.
 */
export function SecuredLinesSummary({
  lines,
  templates,
  editHref,
  loading,
}: {
  lines: readonly SummaryLine[] | null;
  templates: readonly ProductTemplate[] | undefined;
  /** Step 1, where files get their product. */
  editHref: string;
  /** The files or the products are still on their way. */
  loading: boolean;
}) {
  const { t } = useTranslation();
  const prints = lines?.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <SummaryBlock
      title={t('securedOrder.confirm.heading')}
      editHref={editHref}
      editLabel={t('securedOrder.confirm.edit')}
    >
      {loading || !lines ? (
        <Text size="sm" c="gray.7">
          {t('securedOrder.confirm.loading')}
        </Text>
      ) : lines.length === 0 ? (
        <Anchor component={Link} to={editHref} size="sm" fw={600} data-testid="secured-files-missing">
          {t('order.errors.filesMissing')}
        </Anchor>
      ) : (
        <>
          <Text fw={700} data-testid="secured-total">
            {t('securedOrder.confirm.total', {
              prints: t('securedOrder.confirm.prints', { count: prints }),
              files: t('securedOrder.confirm.files', { count: lines.length }),
            })}
          </Text>
          <ul className="secured-summary__lines" aria-label={t('securedOrder.confirm.caption')}>
            {lines.map((line) => {
              const template = templates?.find((candidate) => candidate.id === line.templateId);
              return (
                <li key={line.fileId} className="secured-summary__line" data-testid="secured-summary-line">
                  <Text size="sm" className="secured-summary__name">
                    {t('securedOrder.confirm.line', { quantity: line.quantity, name: line.fileName })}
                  </Text>
                  {template ? (
                    <Text size="sm" c="gray.7">
                      <Text span size="sm" fw={600} c="dark.7">
                        {template.title}
                      </Text>
                      {line.choices.length > 0 && `: ${choicesText(line.choices)}`}
                    </Text>
                  ) : (
                    <Anchor component={Link} to={editHref} size="sm" data-testid="secured-product-missing">
                      {t('order.errors.productMissing')}
                    </Anchor>
                  )}
                </li>
              );
            })}
          </ul>
          <Text size="xs" c="gray.7" mt="xs">
            {t('securedOrder.confirm.noPrice')}
          </Text>
        </>
      )}
    </SummaryBlock>
  );
}
