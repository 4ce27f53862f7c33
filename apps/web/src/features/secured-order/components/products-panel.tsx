import { Alert, Anchor, Button, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import type { ProductTemplate, SecuredChoice } from '@portal/shared/schemas/secured';
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { Spinner } from '../../../components/spinner';
import { SpecControl } from './spec-controls';
import '../texts';

/** What the back of the card shows: the specs of a product for files, or the instructions. */
export type CardBack =
  | { kind: 'specs'; template: ProductTemplate; choices: readonly SecuredChoice[]; fileCount: number }
  | { kind: 'instructions'; backToSpecs: boolean }
  | null;

export type TemplatesState =
  | { status: 'pending' }
  | { status: 'error'; message: string; notAllowed: boolean; retry: () => void }
  | { status: 'success'; templates: readonly ProductTemplate[] };

type Props = {
  templates: TemplatesState;
  /** How many files are selected: choosing a product applies to them (none: nothing happens). */
  selectedCount: number;
  /** The product every selected file has, marked in the list. */
  chosenId: string | null;
  /** The back is turned up (the specs or the instructions); else the products are. */
  flipped: boolean;
  back: CardBack;
  instruction: string;
  contactHref: string;
  headings: { front: RefObject<HTMLHeadingElement | null>; back: RefObject<HTMLHeadingElement | null> };
  onChoose: (template: ProductTemplate) => void;
  onOption: (specTitle: string, option: string) => void;
  onSubmenuOption: (specTitle: string, submenuTitle: string, option: string) => void;
  onProducts: () => void;
  onInstructions: () => void;
  onSpecs: () => void;
  onInstructionChange: (instruction: string) => void;
};

const INSTRUCTION_MAX_LENGTH = 5000;

/**
 * The right panel of the secured order's step 1 (spec 02 sections 2.3 and 4): a flip card with
 * 'Producten' on its front, the product templates as buttons and 'Extra instructies voor
 * printshop', and on its back either the specs of the chosen product (back button 'Producten')
 * or the instructions for the printshop (back 'Terug naar specificaties'). The face turned away
 * is inert, so keyboards and screen readers meet only the face in sight.
 */
export function ProductsPanel(props: Props) {
  const { t } = useTranslation();
  const frontId = useId();
  const backId = useId();
  const { flipped, back } = props;
  return (
    <section className="secured-products" aria-label={t('securedOrder.products.heading')}>
      <div className="flip-card" data-flipped={flipped || undefined} data-testid="flip-card">
        <div
          className="flip-card__face flip-card__front panel-card"
          inert={flipped}
          data-testid="products-face"
        >
          <Title order={2} size="h4" id={frontId} ref={props.headings.front} tabIndex={-1} mb="xs">
            {t('securedOrder.products.heading')}
          </Title>
          <ProductList {...props} />
          <Button variant="subtle" mt="md" px={0} onClick={props.onInstructions}>
            {t('securedOrder.products.instructions')}
          </Button>
        </div>
        <div className="flip-card__face flip-card__back panel-card" inert={!flipped} data-testid="card-back">
          {back?.kind === 'specs' && <SpecsFace {...props} back={back} titleId={backId} />}
          {back?.kind === 'instructions' && (
            <Stack gap="sm">
              <Title order={2} size="h4" id={backId} ref={props.headings.back} tabIndex={-1}>
                {t('securedOrder.instructions.label')}
              </Title>
              <Textarea
                aria-labelledby={backId}
                placeholder={t('securedOrder.instructions.placeholder')}
                value={props.instruction}
                maxLength={INSTRUCTION_MAX_LENGTH}
                autosize
                minRows={5}
                onChange={(event) => props.onInstructionChange(event.currentTarget.value)}
              />
              <BackButton onClick={back.backToSpecs ? props.onSpecs : props.onProducts}>
                {t(
                  back.backToSpecs
                    ? 'securedOrder.instructions.back'
                    : 'securedOrder.instructions.backToProducts',
                )}
              </BackButton>
            </Stack>
          )}
        </div>
      </div>
    </section>
  );
}

function ProductList({ templates, selectedCount, chosenId, contactHref, onChoose }: Props) {
  const { t } = useTranslation();
  if (templates.status === 'pending') return <Spinner label={t('securedOrder.products.loading')} />;
  if (templates.status === 'error')
    return templates.notAllowed ? (
      <Alert color="orange" variant="light" data-testid="secured-not-allowed">
        <Text size="sm">{templates.message}</Text>
        <Anchor component={Link} to={contactHref} size="sm" fw={600} mt="xs" display="inline-block">
          {t('securedOrder.products.contact')}
        </Anchor>
      </Alert>
    ) : (
      <Alert color="red" variant="light">
        <Text size="sm">{t('securedOrder.products.loadFailed')}</Text>
        <Button size="xs" variant="default" mt="xs" onClick={templates.retry}>
          {t('securedOrder.products.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" data-testid="products-hint">
        {selectedCount === 0
          ? t('securedOrder.products.selectFirst')
          : t('securedOrder.products.chosenFor', { count: selectedCount })}
      </Text>
      <ul className="secured-products__list">
        {templates.templates.map((template) => {
          const chosen = template.id === chosenId;
          return (
            <li key={template.id}>
              <button
                type="button"
                className="secured-product"
                data-chosen={chosen || undefined}
                aria-disabled={selectedCount === 0 || undefined}
                onClick={() => onChoose(template)}
              >
                <span className="secured-product__title">
                  {template.title}
                  {chosen && <VisuallyHidden> ({t('securedOrder.products.chosen')})</VisuallyHidden>}
                </span>
                {template.description && (
                  <span className="secured-product__description">{template.description}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

function SpecsFace({
  back,
  titleId,
  headings,
  onOption,
  onSubmenuOption,
  onProducts,
  onInstructions,
}: Props & { back: Extract<CardBack, { kind: 'specs' }>; titleId: string }) {
  const { t } = useTranslation();
  const { template, choices } = back;
  const column = (align: 'left' | 'right') =>
    template.specs
      .filter((spec) => spec.align === align)
      .map((spec) => (
        <SpecControl
          key={spec.title}
          spec={spec}
          choice={choices.find((choice) => choice.spec === spec.title)}
          onOption={(option) => onOption(spec.title, option)}
          onSubmenuOption={(submenu, option) => onSubmenuOption(spec.title, submenu, option)}
        />
      ));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id={titleId} ref={headings.back} tabIndex={-1}>
        {t('securedOrder.specs.heading', { product: template.title })}
      </Title>
      {back.fileCount > 1 && (
        <Text size="sm" c="gray.7">
          {t('securedOrder.specs.appliesTo', { count: back.fileCount })}
        </Text>
      )}
      <div className="secured-specs" data-testid="secured-specs">
        <Stack gap="md">{column('left')}</Stack>
        <Stack gap="md">{column('right')}</Stack>
      </div>
      <div className="secured-products__actions">
        <BackButton onClick={onProducts}>{t('securedOrder.specs.back')}</BackButton>
        <Button variant="subtle" px={0} onClick={onInstructions}>
          {t('securedOrder.products.instructions')}
        </Button>
      </div>
    </Stack>
  );
}

function BackButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      variant="default"
      onClick={onClick}
      leftSection={
        <LineIcon size={16}>
          <path d="M15 6l-6 6 6 6" />
        </LineIcon>
      }
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
