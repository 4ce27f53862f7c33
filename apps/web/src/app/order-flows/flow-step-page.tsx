import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  flowSteps,
  type OrderFlowId,
  type OrderStep,
  showsStepMark,
  stepNameKey,
  stepRoute,
} from '@portal/shared/rules/order-steps';
import { placesFlow } from '@portal/shared/rules/purchasing-portal';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import '../../features/order-details/texts';
import { OrderStepper } from '../../components/order-stepper';
import { PageHead } from '../../components/page-head';
import { useRoutePath } from '../../config/paths';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { useDialogs } from '../../lib/dialogs';
import { OrderPlacedContext } from '../../lib/order-placed';
import { useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';
import '../../styles/order-steps.css';

/** The steps of a flow that have something to fix, as its stepper marks them. */
export type StepFaults = Partial<Record<OrderStep, boolean>>;
/** A flow's hook that says which of its steps have something to fix (called once per render). */
export type UseStepFaults = (user: User, theme: ThemeResponse) => StepFaults;

/** The button back to the step before: its route and 'Terug naar …'. */
export type PreviousStep = { href: string; label: string };

type StepContent = (user: User, theme: ThemeResponse, previous: PreviousStep | null) => ReactNode;

/**
 * What a flow's order details must say about the flow (decision 0071): a copy or scan order is
 * its own order type; the secured print order is secure; every other flow is delivered or
 * collected and not secure. Set on entering a step, so that details kept from another flow in this
 * tab (the addresses are worth keeping) never place the wrong kind of order.
 */
function useDetailsOfFlow(flow: OrderFlowId) {
  const { details } = useOrderDraft();
  useEffect(() => {
    const job = details.orderType === 'copyOrder' || details.orderType === 'scanOrder';
    const orderType =
      flow === 'copy' ? 'copyOrder' : flow === 'scan' ? 'scanOrder' : job ? 'deliver' : details.orderType;
    const secure = flow === 'secured';
    const isJob = orderType === 'copyOrder' || orderType === 'scanOrder';
    if (orderType !== details.orderType || secure !== details.secure)
      orderDetails.update({
        orderType,
        secure,
        // Another kind of order asks its dates again.
        ...(orderType !== details.orderType ? { deliveryDate: null, pickUpDate: null } : {}),
        // A print order's pickup address is a shop, a copy or scan order's where the originals
        // are collected: neither is the other's.
        ...(isJob !== job ? { pickUpAddress: null } : {}),
      });
  }, [flow, details.orderType, details.secure]);
}

/**
 * One step of an order flow (spec 02 sections 2.1, 2.3 and 4; issue 28 point 7): the step's title
 * with the flow's name, the stepper of every step the theme shows with the marks the flow's rules
 * give, the step itself for a logged-in user, and the buttons to the step before and after. A
 * step the theme hides sends its route on to the next step it shows; the first step has no
 * button back, the last its submit button instead of next.
 */
export function FlowStepPage({
  flow,
  step,
  useFaults,
  children,
}: {
  flow: OrderFlowId;
  step: OrderStep;
  useFaults: UseStepFaults;
  children: StepContent;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { user } = useSession();
  const theme = useCurrentTheme();
  // Placed (the confirm step says so): the details are emptied, the steps are done, not faulty.
  const [placed, setPlaced] = useState(false);
  const { details } = useOrderDraft();
  useDetailsOfFlow(flow);
  // The steps the customer has been on are marked when faulted, the others not yet.
  useEffect(() => {
    if (user && !placed) orderDetails.arriveAt(flow, step);
  }, [user, placed, flow, step]);
  if (!theme) return null;
  // A purchasing portal's menu does not offer it; typed in, it says why instead of steps that
  // end in the server's refusal (decision 0100).
  if (!placesFlow(theme.settings.customFields, flow)) return <NotInPurchasingPortal flow={flow} />;
  const steps = flowSteps(flow, theme.settings.flags);
  const index = steps.indexOf(step);
  if (index < 0) {
    const all = flowSteps(flow, { hideDeliverOptions: false, hideInvoiceOptions: false });
    const after = all.slice(all.indexOf(step) + 1).find((candidate) => steps.includes(candidate));
    return <Navigate to={to(stepRoute(flow, after ?? 'confirm'))} replace />;
  }
  const label = (candidate: OrderStep) =>
    t(stepNameKey(flow, candidate, details.orderType) as 'orderSteps.flows.print.cart');
  const before = steps[index - 1];
  const next = steps[index + 1];
  const previous: PreviousStep | null = before
    ? { href: to(stepRoute(flow, before)), label: t('orderSteps.previousTo', { step: label(before) }) }
    : null;
  const title = label(step);
  const flowName = t(`orderSteps.flowNames.${flow}`);
  return (
    <Container size="lg" py="xl" className="order-step-page">
      <PageHead title={flow === 'print' ? title : `${title} – ${flowName}`} />
      <Stack gap="lg">
        <div>
          {flow !== 'print' && (
            <Text size="sm" fw={600} c="gray.7" className="order-step-page__flow">
              {flowName}
            </Text>
          )}
          <Title order={1}>{title}</Title>
        </div>
        {user && placed && <FlowStepList flow={flow} steps={steps} current={step} faulted={{}} />}
        {user && !placed && (
          <FlowStepper
            flow={flow}
            steps={steps}
            current={step}
            user={user}
            theme={theme}
            useFaults={useFaults}
          />
        )}
        <OrderPlacedContext.Provider value={setPlaced}>
          {user ? children(user, theme, previous) : <LoginNeeded />}
        </OrderPlacedContext.Provider>
        {/* The last step has its own: the submit button takes the place of next. */}
        {(next || !user) && (
          <Group justify={previous ? 'space-between' : 'flex-end'} className="order-step-page__navigation">
            {previous && (
              <Button component={Link} to={previous.href} variant="default">
                {previous.label}
              </Button>
            )}
            {user && next && (
              <Button component={Link} to={to(stepRoute(flow, next))}>
                {t('orderSteps.nextTo', { step: label(next) })}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/**
 * The stepper of a flow for a logged-in user: every step the theme shows, each a link, a mark on
 * a step the flow's rules fault (`useFaults`, the flow's hook) once the customer has been on it or
 * reached Controleren (showsStepMark).
 */
export function FlowStepper({
  flow,
  steps,
  current,
  user,
  theme,
  useFaults,
}: {
  flow: OrderFlowId;
  steps: OrderStep[];
  current: OrderStep;
  user: User;
  theme: ThemeResponse;
  useFaults: UseStepFaults;
}) {
  const faulted = useFaults(user, theme);
  const { stepsSeen } = useOrderDraft();
  const marked = Object.fromEntries(
    steps.map((step) => [step, (faulted[step] ?? false) && showsStepMark(flow, step, stepsSeen)]),
  );
  return <FlowStepList flow={flow} steps={steps} current={current} faulted={marked} />;
}

/** The stepper's list: each step a link, marked where `faulted` says. */
export function FlowStepList({
  flow,
  steps,
  current,
  faulted,
}: {
  flow: OrderFlowId;
  steps: OrderStep[];
  current: OrderStep;
  faulted: StepFaults;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { details } = useOrderDraft();
  return (
    <OrderStepper
      label={t('orderSteps.stepper.label')}
      current={current}
      steps={steps.map((step) => ({
        key: step,
        label: t(stepNameKey(flow, step, details.orderType) as 'orderSteps.flows.print.cart'),
        href: to(stepRoute(flow, step)),
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

/** A flow that a purchasing portal does not place: why, and the way home or to contact. */
function NotInPurchasingPortal({ flow }: { flow: OrderFlowId }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const flowName = t(`orderSteps.flowNames.${flow}`);
  return (
    <Container size="lg" py="xl" className="order-step-page">
      <PageHead title={flowName} />
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={600} c="gray.7" className="order-step-page__flow">
            {flowName}
          </Text>
          <Title order={1}>{t('orderSteps.notInPortal.title')}</Title>
        </div>
        <Paper withBorder radius="md" p="lg" maw={620} data-testid="not-in-portal">
          <Stack gap="sm" align="flex-start">
            <Text>{t('orderSteps.notInPortal.text')}</Text>
            <Group>
              <Button component={Link} to={to('home')}>
                {t('orderSteps.notInPortal.home')}
              </Button>
              <Button component={Link} to={to('contact')} variant="default">
                {t('orderSteps.notInPortal.contact')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
