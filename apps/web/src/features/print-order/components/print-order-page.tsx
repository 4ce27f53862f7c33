import '../../../styles/print-order.css';
import { Anchor, Button, Group, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { orderSteps } from '@portal/shared/rules/order-steps';
import { followsTemplate, templatesHidden } from '@portal/shared/rules/print-templates';
import type { User } from '@portal/shared/schemas/account';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { printTemplatesQueryOptions } from '../api/print-templates';
import { type CartSource, usePrintStep } from '../hooks/use-print-step';
import { CartFileList } from './cart-file-list';
import { type EditLink, SpecCard } from './spec-card';
import { TemplatesPanel } from './templates-panel';
import '../texts';

type Props = {
  /** Null for a visitor: the cart shows, templates ask to log in. */
  user: User | null;
  theme: ThemeResponse;
  /** The session's cart as the app keeps it (the route knows the shared query key). */
  cart: CartSource;
  /** The products this user may order; undefined while they load. */
  products: readonly CatalogueProduct[] | undefined;
  /** The order flow's stepper, composed by the route. */
  stepper: ReactNode;
  /** The next step the theme shows: its label ('Naar Bezorgen') and where it is. */
  next: { label: string; href: string };
  /** Where files are uploaded ('Bestanden ontbreken nog, klik hier.'). */
  uploadHref: string;
  editLink: EditLink;
  /** The order details' instructions for the printshop. */
  instruction: string;
  onInstructionChange: (instruction: string) => void;
  onLogin: () => void;
  /**
   * The print store's items in the cart (spec 02 section 2.3: 'print-store cart items'), composed
   * by the route; they are ordered with the files (decision 0106).
   */
  storeItems?: ReactNode;
  /** What the route knows more of a line's file: its preflight at the ordered format. */
  lineNotes?: ((line: CartLine) => ReactNode) | undefined;
};

/**
 * The print order's first step, Printen (spec 02 sections 2.3, 3 and 8; decision 0050): the cart
 * as a step. The files in it with select all, quantity and remove; the selected files'
 * specifications ('Op maat', with 'Wijzigen' to the product order screen) or the user's templates
 * ('Templates'); the instructions for the printshop; the total; and on to the next step.
 */
export function PrintOrderPage({
  user,
  theme,
  cart,
  products,
  stepper,
  next,
  uploadHref,
  editLink,
  instruction,
  onInstructionChange,
  onLogin,
  storeItems,
  lineNotes,
}: Props) {
  const { t } = useTranslation();
  const step = usePrintStep(cart, products);
  const showPrices = !theme.settings.flags.hidePricing;
  // The intro names what comes next in this theme's flow: a purchasing portal may skip Bezorgen
  // (hideDeliverOptions) and Factureren (hideInvoiceOptions) and go on to Controleren.
  const stepAfterPrinten = orderSteps(theme.settings.flags)[1] ?? 'confirm';
  // The theme's rule as far as the browser knows the role; the server's FORBIDDEN settles the rest.
  const hiddenByTheme = templatesHidden(
    theme.settings.customFields.printSpecs?.hideTemplates,
    user?.printStore?.role ?? null,
  );
  const templates = useQuery(printTemplatesQueryOptions(user?.uid ?? null, !hiddenByTheme));
  const forbidden = templates.error instanceof ApiRequestError && templates.error.code === 'FORBIDDEN';
  const showTemplates = !hiddenByTheme && !forbidden;

  const templateOf = (line: CartLine) =>
    (showTemplates ? templates.data?.templates : undefined)?.find((template) =>
      followsTemplate(template, line),
    )?.name ?? null;

  const remove = async (line: CartLine) => {
    try {
      await step.remove(line);
      notifications.show({
        message: t('printOrder.files.removed', { name: line.fileName }),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiRequestError ? error.message : t('printOrder.networkProblem'),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    }
  };

  const loading = cart.sessionId !== null && step.cart.isPending;
  const shown = !loading && !step.cart.isError;

  return (
    <Stack gap="lg" className="print-order">
      <div>
        <Title order={1}>{t('printOrder.title')}</Title>
        <Text c="dimmed">{t(`printOrder.intro.${stepAfterPrinten}`)}</Text>
      </div>
      {stepper}
      {loading && <Text>{t('printOrder.loading')}</Text>}
      {step.cart.isError && (
        <Stack gap="xs" align="flex-start">
          <Text role="alert">{t('printOrder.loadFailed')}</Text>
          <Button variant="default" onClick={() => void step.cart.refetch()}>
            {t('printOrder.retry')}
          </Button>
        </Stack>
      )}
      {shown && (
        <div className="print-order__grid">
          {step.lines.length > 0 ? (
            <CartFileList
              step={step}
              showPrices={showPrices}
              templateOf={templateOf}
              onRemove={remove}
              lineNotes={lineNotes}
            />
          ) : storeItems ? null : (
            // Spec 02 section 8's inline message: it links to where the files come from.
            <div className="panel-card print-order__empty" data-testid="files-missing">
              <Anchor component={Link} to={uploadHref} fw={600}>
                {t('printOrder.filesMissing')}
              </Anchor>
            </div>
          )}
          <section className="panel-card print-order__choice" aria-label={t('printOrder.tabs.label')}>
            <Tabs defaultValue="custom" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="custom">{t('printOrder.tabs.custom')}</Tabs.Tab>
                {showTemplates && <Tabs.Tab value="templates">{t('printOrder.tabs.templates')}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="custom" pt="md">
                <SpecCard
                  selectedLines={step.selectedLines}
                  shared={step.shared}
                  productById={step.productById}
                  catalogueKnown={step.catalogueKnown}
                  editLink={editLink}
                />
              </Tabs.Panel>
              {showTemplates && (
                <Tabs.Panel value="templates" pt="md">
                  <TemplatesPanel
                    userId={user?.uid ?? null}
                    templates={templates}
                    step={step}
                    onLogin={onLogin}
                  />
                </Tabs.Panel>
              )}
            </Tabs>
          </section>
        </div>
      )}
      {storeItems}
      <Textarea
        className="panel-card print-order__instructions"
        label={t('printOrder.instructions.label')}
        placeholder={t('printOrder.instructions.placeholder')}
        value={instruction}
        maxLength={5000}
        autosize
        minRows={3}
        onChange={(event) => onInstructionChange(event.currentTarget.value)}
      />
      <Group justify="flex-end" className="order-step-page__navigation">
        <Button component={Link} to={next.href}>
          {next.label}
        </Button>
      </Group>
    </Stack>
  );
}
