import { Anchor, Group, Text, Title } from '@mantine/core';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedChoice } from '../hooks/use-print-step';
import { specLines } from '../utils/spec-lines';
import '../texts';

/** Where 'Wijzigen' leads for these files: the product order screen, with what to do first. */
export type EditLink = (fileIds: string[]) => { href: string; onClick?: () => void };

type Props = {
  selectedLines: readonly CartLine[];
  shared: SharedChoice;
  productById: ReadonlyMap<string, Product>;
  /** The catalogue is loaded: a product missing from it is no longer orderable. */
  catalogueKnown: boolean;
  editLink: EditLink;
};

/**
 * The specification card (spec 02 section 2.3): the product and options of the selected file,
 * or of several with the same; 'Wijzigen' opens them on the product order screen, where every
 * option can be changed.
 */
export function SpecCard({ selectedLines, shared, productById, catalogueKnown, editLink }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const first = selectedLines[0];
  const heading =
    selectedLines.length === 1 && first
      ? t('printOrder.specs.headingOne', { name: first.fileName })
      : selectedLines.length > 1
        ? t('printOrder.specs.headingMany', { count: selectedLines.length })
        : t('printOrder.specs.heading');
  const edit = editLink(selectedLines.map((line) => line.fileId));

  return (
    <section className="print-order__spec-card" aria-labelledby={titleId} data-testid="spec-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5" id={titleId}>
          {heading}
        </Title>
        {selectedLines.length > 0 && (
          <Anchor
            component={Link}
            to={edit.href}
            onClick={edit.onClick}
            size="sm"
            aria-label={t('printOrder.specs.editLabel')}
          >
            {t('printOrder.specs.edit')}
          </Anchor>
        )}
      </Group>
      {shared === null && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('printOrder.specs.selectFirst')}
        </Text>
      )}
      {shared === 'mixed' && (
        <Text size="sm" mt="xs">
          {t('printOrder.specs.different')}
        </Text>
      )}
      {shared && shared !== 'mixed' && first && (
        <Choice
          productTitle={first.productTitle}
          product={productById.get(shared.productId)}
          productGone={catalogueKnown && !productById.has(shared.productId)}
          specs={shared.specs}
        />
      )}
    </section>
  );
}

function Choice({
  productTitle,
  product,
  productGone,
  specs,
}: {
  productTitle: string;
  product: Product | undefined;
  productGone: boolean;
  specs: CartLine['specs'];
}) {
  const { t } = useTranslation();
  const lines = specLines(product, specs);
  return (
    <>
      <dl className="print-order__specs">
        <div>
          <dt>{t('printOrder.specs.product')}</dt>
          <dd>{productTitle}</dd>
        </div>
        {lines.map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('printOrder.specs.none')}
        </Text>
      )}
      {productGone && (
        <Text size="sm" c="red.8">
          {t('printOrder.specs.productGone')}
        </Text>
      )}
    </>
  );
}
