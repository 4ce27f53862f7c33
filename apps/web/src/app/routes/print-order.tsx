import { Anchor, Container, Title } from '@mantine/core';
import { cartStepText, orderSteps, printOrderRootRoute, STEP_ROUTES } from '@portal/shared/rules/order-steps';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import '../../features/order-details/texts';
import { PageHead } from '../../components/page-head';
import { useRoutePath } from '../../config/paths';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { PrintOrderPage } from '../../features/print-order/components/print-order-page';
import type { EditLink } from '../../features/print-order/components/spec-card';
import '../../features/print-order/texts';
import { StoreImage } from '../../components/store-image';
import { cartQueryKey } from '../../features/product-order/api/cart';
import { catalogueQueryOptions } from '../../features/product-order/api/catalogue';
import { StoreCartLines } from '../../features/store-cart/components/store-cart-lines';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { uploads, useUploadedFiles } from '../../features/uploads/hooks/use-uploads';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';
import '../../styles/order-steps.css';
import { useCartButtonCollecting } from '../cart-button-state';
import { FlowStepList, FlowStepper } from '../order-flows/flow-step-page';
import { usePrintFaults } from './order-steps';
import { usePreflightLineNotes } from './preflight-line-notes';

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
  useCartButtonCollecting(details.orderType === 'pickUp');
  const lineNotes = usePreflightLineNotes();
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
            <FlowStepper
              flow="print"
              steps={steps}
              current="cart"
              user={user}
              theme={theme}
              useFaults={usePrintFaults}
            />
          ) : (
            <FlowStepList flow="print" steps={steps} current="cart" faulted={{}} />
          )
        }
        next={{
          label: t(`common.cartStep.${cartStepText(next, details.orderType)}`),
          href: to(STEP_ROUTES[next]),
        }}
        uploadHref={to('home')}
        editLink={editLink}
        instruction={details.instruction}
        onInstructionChange={(instruction) => orderDetails.update({ instruction })}
        onLogin={() => dialogs.open('inloggen')}
        storeItems={<StoreItemsOfTheCart />}
        lineNotes={lineNotes}
      />
    </Container>
  );
}

/** The print store's items in the cart, with their quantities and prices; nothing without any. */
function StoreItemsOfTheCart() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const store = useStoreCart();
  if (!store.cart || store.cart.lines.length === 0) return null;
  return (
    <section className="panel-card" aria-labelledby="print-order-store-items">
      <Title order={2} size="h4" id="print-order-store-items" mb="sm">
        {t('storeCart.heading')}
      </Title>
      <StoreCartLines
        cart={store.cart}
        onChangeQuantity={store.change}
        onRemove={store.remove}
        renderImage={(line) => <StoreImage image={line.image} sizes="66px" width={66} alt="" />}
      />
      <Anchor component={Link} to={to('printStore')} size="sm">
        {t('storeCart.toStore')}
      </Anchor>
    </section>
  );
}
