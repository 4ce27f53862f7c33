import { Container } from '@mantine/core';
import {
  type OrderStep,
  orderSteps,
  printOrderRootRoute,
  STEP_ROUTES,
} from '@portal/shared/rules/order-steps';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import '../../features/order-details/texts';
import { OrderStepper } from '../../components/order-stepper';
import { PageHead } from '../../components/page-head';
import { useRoutePath } from '../../config/paths';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { PrintOrderPage } from '../../features/print-order/components/print-order-page';
import type { EditLink } from '../../features/print-order/components/spec-card';
import '../../features/print-order/texts';
import { cartQueryKey, cartQueryOptions } from '../../features/product-order/api/cart';
import { catalogueQueryOptions } from '../../features/product-order/api/catalogue';
import { uploads, useUploadedFiles } from '../../features/uploads/hooks/use-uploads';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';
import '../../styles/order-steps.css';

/**
 * The print order's route (`printOrder`, whose last segment is optional): at the flow's root
 * (/print-order) it leads on to where the theme starts a print order (spec 02 section 2.1;
 * rules/order-steps.ts, decision 0055), at /print-order/printen it is the step.
 */
export function PrintOrderRoute() {
  return isPrintOrderRoot(useLocation().pathname) ? <PrintOrderRootRedirect /> : <PrintOrderStep />;
}

/** '/print-order' or '/{theme}/print-order', with or without a closing slash. */
export const isPrintOrderRoot = (pathname: string) => /\/print-order\/?$/.test(pathname);

function PrintOrderRootRedirect() {
  const to = useRoutePath();
  const theme = useCurrentTheme();
  if (!theme) return null;
  return <Navigate to={to(printOrderRootRoute(theme.settings.customFields))} replace />;
}

/**
 * The print order's first step, Printen (`printOrder`, spec 02 section 2.3; decision 0050): the
 * print-order feature's page over the cart the product order screen fills (the same query, so
 * the header, the globe and this step agree), the order details' instructions, and the stepper
 * with the steps the theme shows. 'Wijzigen' opens the selected files on the product order
 * screen.
 */
function PrintOrderStep() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const dialogs = useDialogs();
  const { user } = useSession();
  const theme = useCurrentTheme();
  const { sessionId } = useUploadedFiles();
  const { details } = useOrderDraft();
  const catalogue = useQuery(catalogueQueryOptions(user?.uid ?? null, theme?.name ?? null));
  if (!theme) return null;
  const steps = orderSteps(theme.settings.flags);
  const next = steps[1] ?? 'confirm';
  const editLink: EditLink = (fileIds) =>
    fileIds.length === 1
      ? { href: to('productOrder', { toSelect: fileIds[0] }) }
      : { href: to('productOrder'), onClick: () => uploads.selectOnly(fileIds) };

  return (
    <Container size="lg" py="xl" className="order-step-page">
      <PageHead title={t('printOrder.title')} />
      <PrintOrderPage
        user={user}
        theme={theme}
        cart={{ sessionId, queryKey: cartQueryKey(sessionId) }}
        products={catalogue.data}
        stepper={
          user ? (
            <UserStepper user={user} theme={theme} steps={steps} sessionId={sessionId} />
          ) : (
            <Stepper steps={steps} faulted={{}} />
          )
        }
        next={{ label: t(`common.cartStep.${next}`), href: to(STEP_ROUTES[next]) }}
        uploadHref={to('home')}
        editLink={editLink}
        instruction={details.instruction}
        onInstructionChange={(instruction) => orderDetails.update({ instruction })}
        onLogin={() => dialogs.open('inloggen')}
      />
    </Container>
  );
}

/**
 * The steps with their marks for a logged-in user: Printen while the cart is empty (fileError),
 * Bezorgen and Factureren by the order details' completeness rules.
 */
function UserStepper({
  user,
  theme,
  steps,
  sessionId,
}: {
  user: User;
  theme: ThemeResponse;
  steps: OrderStep[];
  sessionId: string | null;
}) {
  const errors = useStepErrors(user, theme);
  const { data: cart } = useQuery(cartQueryOptions(sessionId));
  const cartEmpty = cart !== undefined && !cart.lines.some((line) => line.inCart);
  return (
    <Stepper
      steps={steps}
      faulted={{
        cart: cartEmpty,
        deliver: Boolean(errors.deliveryError),
        invoice: Boolean(errors.invoiceError),
      }}
    />
  );
}

function Stepper({ steps, faulted }: { steps: OrderStep[]; faulted: Partial<Record<OrderStep, boolean>> }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <OrderStepper
      label={t('orderSteps.stepper.label')}
      current="cart"
      steps={steps.map((step) => ({
        key: step,
        label: t(`orderSteps.stepper.steps.${step}`),
        href: to(STEP_ROUTES[step]),
        hasError: faulted[step] ?? false,
      }))}
    />
  );
}
