import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type OrderStep, orderSteps, STEP_ROUTES } from '@portal/shared/rules/order-steps';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import '../../features/order-details/texts';
import { OrderStepper } from '../../components/order-stepper';
import { PageHead } from '../../components/page-head';
import { useRoutePath } from '../../config/paths';
import { DeliverStep } from '../../features/order-details/components/deliver-step';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';
import '../../styles/order-steps.css';

/**
 * The print order's Bezorgen, Factureren and Controleren steps (spec 02 section 2.3): the shared
 * deliver and invoice steps of the order-details feature and the confirm step of the orders
 * feature, for the logged-in user and the theme in force, under the stepper. A theme that hides
 * a step sends its route on to the next step; previous and next lead to the steps it shows.
 */
export function PrintOrderDeliverRoute() {
  return (
    <OrderStepPage step="deliver">{(user, theme) => <DeliverStep user={user} theme={theme} />}</OrderStepPage>
  );
}

const ALL_STEPS: readonly OrderStep[] = ['cart', 'deliver', 'invoice', 'confirm'];

export function PrintOrderInvoiceRoute() {
  return (
    <OrderStepPage step="invoice">{(user, theme) => <InvoiceStep user={user} theme={theme} />}</OrderStepPage>
  );
}

// The confirm step and placing the order are a chunk of their own, fetched when it is first shown.
const PrintOrderConfirm = lazy(() =>
  import('./print-order-confirm').then((module) => ({ default: module.PrintOrderConfirm })),
);

export function PrintOrderConfirmRoute() {
  return (
    <OrderStepPage step="confirm">
      {(user, theme, previous) => (
        <Suspense fallback={null}>
          <PrintOrderConfirm user={user} theme={theme} previous={previous} />
        </Suspense>
      )}
    </OrderStepPage>
  );
}

/** The button back to the step before: its route and 'Terug naar …'. */
type PreviousStep = { href: string; label: string };

type StepContent = (
  user: NonNullable<ReturnType<typeof useSession>['user']>,
  theme: NonNullable<ReturnType<typeof useCurrentTheme>>,
  previous: PreviousStep,
) => ReactNode;

function OrderStepPage({ step, children }: { step: Exclude<OrderStep, 'cart'>; children: StepContent }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { user } = useSession();
  const theme = useCurrentTheme();
  if (!theme) return null;
  const steps = orderSteps(theme.settings.flags);
  const index = steps.indexOf(step);
  // A step the theme hides: on to the next step it shows.
  if (index < 0) {
    const after = ALL_STEPS.slice(ALL_STEPS.indexOf(step) + 1).find((candidate) => steps.includes(candidate));
    return <Navigate to={to(STEP_ROUTES[after ?? 'confirm'])} replace />;
  }
  // The first step is Printen, which no theme hides: every step here has one before it.
  const previous = steps[index - 1] as Exclude<OrderStep, 'confirm'>;
  const next = steps[index + 1] as 'invoice' | 'confirm' | undefined;
  const back: PreviousStep = {
    href: to(STEP_ROUTES[previous]),
    label: t(`orderSteps.previous.${previous}`),
  };
  const title = t(`orderSteps.titles.${step}`);
  return (
    <Container size="lg" py="xl" className="order-step-page">
      <PageHead title={title} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {user && <Steps user={user} theme={theme} steps={steps} current={step} />}
        {user ? children(user, theme, back) : <LoginNeeded />}
        {/* The last step has its own: the submit button takes the place of next. */}
        {(next || !user) && (
          <Group justify="space-between" className="order-step-page__navigation">
            <Button component={Link} to={back.href} variant="default">
              {back.label}
            </Button>
            {user && next && (
              <Button component={Link} to={to(STEP_ROUTES[next])}>
                {t(`orderSteps.next.${next}`)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** The stepper: every step the theme shows, each a link, a mark on a step the completeness rules fault. */
function Steps({
  user,
  theme,
  steps,
  current,
}: {
  user: Parameters<StepContent>[0];
  theme: Parameters<StepContent>[1];
  steps: OrderStep[];
  current: OrderStep;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const errors = useStepErrors(user, theme);
  const faulted: Partial<Record<OrderStep, boolean>> = {
    deliver: Boolean(errors.deliveryError),
    invoice: Boolean(errors.invoiceError),
  };
  return (
    <OrderStepper
      label={t('orderSteps.stepper.label')}
      current={current}
      steps={steps.map((step) => ({
        key: step,
        label: t(`orderSteps.stepper.steps.${step}`),
        href: to(STEP_ROUTES[step]),
        hasError: faulted[step] ?? false,
      }))}
    />
  );
}

/** The steps use the user's address book: a visitor logs in first, and stays on the step. */
function LoginNeeded() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('orderSteps.loginNeeded.title')}
        </Title>
        <Text>{t('orderSteps.loginNeeded.text')}</Text>
        <Button onClick={() => dialogs.open('inloggen')}>{t('orderSteps.loginNeeded.action')}</Button>
      </Stack>
    </Paper>
  );
}
