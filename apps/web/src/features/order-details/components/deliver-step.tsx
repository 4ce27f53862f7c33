import { Alert, Anchor, Button, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import type { GoodsLine } from '@portal/shared/rules/delivery-costs';
import { isDepartmentRequired } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { OrderType } from '@portal/shared/schemas/order-details';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { deliveryAddressesQuery } from '../api/address-book';
import { useChosenDate } from '../hooks/use-chosen-date';
import { useDeliveryCosts } from '../hooks/use-delivery-costs';
import { useOrderShop } from '../hooks/use-order-shop';
import { useStepErrors } from '../hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import { dutchDate } from '../utils/chosen-date';
import { orderAddressOfDelivery, preferredDeliveryAddress } from '../utils/order-address';
import { orderErrorSayer } from '../utils/order-error-sayer';
import { DatePicker } from './date-picker';
import { DeliveryAddressList } from './delivery-address-list';
import { DeliveryCostsBlock } from './delivery-costs-block';
import { PickUpShopSelect } from './pick-up-shop-select';
import { ShopCard } from './shop-card';
import '../../../styles/order-warning.css';
import '../texts';

type DeliverStepProps = {
  user: User;
  theme: ThemeResponse;
  /** What is ordered, for the shop's lead times: a print order, copy, scan, print-store or secured work. */
  kind?: ProductKind;
  /**
   * Who collects a pickup, said under the shop (the secured flow: the user, spec 02 section 5,
   * since the shop hands secured work to that person only); null says nobody in particular.
   */
  collectedBy?: string | null;
  /**
   * The lines ordered, for what delivery costs (decision 0131): given by a flow the delivery terms
   * apply to (the print order, the print store's check-out); absent, the step shows no costs.
   */
  goods?: readonly GoodsLine[] | null;
};

const LETTER_MAX_LENGTH = 500;

/**
 * The deliver/pickup step every order flow shares (spec 02 sections 2.3 and 4): Bezorgen with the
 * user's delivery addresses, or Afhalen at a shop with its address, phone, e-mail and hours;
 * the shop that does the order; the day picker with the shop's promise; a letter for the driver.
 * Everything chosen lives in the order details (session storage).
 */
export function DeliverStep({
  user,
  theme,
  kind = 'print',
  collectedBy = null,
  goods = null,
}: DeliverStepProps) {
  const { t } = useTranslation();
  const draft = useOrderDraft();
  const { details } = draft;
  const { customFields } = theme.settings;
  const addresses = useQuery(deliveryAddressesQuery(true));
  const list = addresses.data?.addresses ?? [];
  const orderShop = useOrderShop(draft);
  const fulfilment = details.orderType === 'pickUp' ? 'pickUp' : 'deliver';
  const { dates, choosing, moved, dismissMoved } = useChosenDate(
    {
      shopId: orderShop.shopId,
      kind,
      fulfilment,
      secure: details.secure,
      withoutPrices: theme.settings.flags.hidePricing,
    },
    details.deliveryDate,
  );
  const errors = useStepErrors(user, theme);
  const delivery = useDeliveryCosts(draft, theme.settings, 'print', goods);

  // Spec 02 section 4: Bezorgen starts with a stored delivery address: the user's default
  // (decision 0135), else the first.
  useEffect(() => {
    const preferred = preferredDeliveryAddress(list);
    if (details.orderType !== 'deliver' || details.deliveryAddress || !preferred) return;
    orderDetails.update({ deliveryAddress: orderAddressOfDelivery(preferred) });
  }, [details.orderType, details.deliveryAddress, list]);

  const switchOrderType = (next: OrderType) => {
    if (next === details.orderType) return;
    orderDetails.update(
      next === 'pickUp'
        ? { orderType: 'pickUp', deliveryAddress: null, deliveryDate: null }
        : { orderType: 'deliver', pickUpAddress: null, deliveryDate: null },
    );
  };

  // 'Datum ontbreekt nog' only once no date is on its way by itself: shown while the shop and its
  // dates load, it flashed and then vanished, moving the page under the customer's pointer.
  const dateOnItsWay = orderShop.loading || choosing;
  const stepError =
    errors.deliveryError === 'order.errors.dateMissing' && dateOnItsWay ? null : errors.deliveryError;
  const errorTarget = stepError === 'order.errors.dateMissing' ? '#deliver-date' : '#deliver-address';
  const departmentLabel = customFields.department?.label ?? null;
  const promise = dates.data?.available ? dates.data : null;

  return (
    <Stack gap="lg" className="panel-card order-step deliver-step">
      {stepError && (
        <Alert color="orange" className="order-warning" variant="light" data-step-error={stepError}>
          <Anchor href={errorTarget} onClick={(event) => focusTarget(event, errorTarget)}>
            {orderErrorSayer(t, customFields)(stepError)}
          </Anchor>
        </Alert>
      )}
      <SegmentedControl
        aria-label={t('orderSteps.deliver.orderTypeLabel')}
        value={fulfilment}
        onChange={(value) => switchOrderType(value as OrderType)}
        data={[
          { value: 'deliver', label: t('orderSteps.deliver.orderType.deliver') },
          { value: 'pickUp', label: t('orderSteps.deliver.orderType.pickUp') },
        ]}
        className="order-type-switch"
      />
      <div className="order-step__columns">
        <Stack gap="md">
          {fulfilment === 'deliver' ? (
            <section aria-labelledby="deliver-address-heading">
              <Title order={2} size="h4" id="deliver-address-heading" mb="xs">
                {t('orderSteps.deliver.addressHeading')}
              </Title>
              {addresses.isPending ? (
                <Spinner label={t('orderSteps.deliver.addressesLoading')} />
              ) : addresses.isError ? (
                <LoadFailed onRetry={() => void addresses.refetch()} />
              ) : (
                // Where 'klik hier' of the address's message leads: the list's group renders no id.
                <div id="deliver-address">
                  <DeliveryAddressList
                    addresses={list}
                    mayAdd={addresses.data.mayAdd}
                    chosenId={details.deliveryAddress?.id ?? null}
                    onChoose={(address) =>
                      orderDetails.update({ deliveryAddress: orderAddressOfDelivery(address) })
                    }
                    onDeleted={(id) => {
                      if (details.deliveryAddress?.id === id) orderDetails.update({ deliveryAddress: null });
                    }}
                    departmentRequired={isDepartmentRequired(customFields, 'deliver')}
                    departmentLabel={departmentLabel}
                  />
                </div>
              )}
            </section>
          ) : (
            <section aria-labelledby="deliver-address-heading">
              <Title order={2} size="h4" id="deliver-address-heading" mb="xs">
                {t('orderSteps.deliver.pickUpHeading')}
              </Title>
              <PickUpShopSelect
                id="deliver-address"
                label={t('orderSteps.deliver.pickUpShopLabel')}
                shops={orderShop.shops}
                shop={orderShop.shop}
                mb="sm"
              />
              {collectedBy && (
                <Text size="sm" mb="sm" data-testid="collected-by">
                  {t('orderSteps.deliver.collectedBy', { name: collectedBy })}
                </Text>
              )}
            </section>
          )}
          <section aria-labelledby="deliver-shop-heading">
            <Title order={2} size="h4" id="deliver-shop-heading" mb="xs">
              {t('orderSteps.deliver.shopHeading')}
            </Title>
            {orderShop.shop ? (
              <ShopCard shop={orderShop.shop} showHours={fulfilment === 'pickUp'} />
            ) : orderShop.failed ? (
              <LoadFailed onRetry={orderShop.retry} />
            ) : (
              <Text size="sm" c="gray.7">
                {t('orderSteps.deliver.shopLoading')}
              </Text>
            )}
          </section>
        </Stack>
        <Stack gap="md">
          <section aria-labelledby="deliver-date-heading" id="deliver-date" tabIndex={-1}>
            <Title order={2} size="h4" id="deliver-date-heading" mb="xs">
              {t(`orderSteps.deliver.dateHeading.${fulfilment}`)}
            </Title>
            {promise && (
              <Text size="sm" fw={600} data-promise mb="xs">
                {promise.promiseText}
                {promise.expressPromiseText && (
                  <Text span size="sm" fw={400} c="gray.7" display="block">
                    {promise.expressPromiseText}
                  </Text>
                )}
              </Text>
            )}
            {moved && (
              <Alert
                color="blue"
                variant="light"
                withCloseButton
                onClose={dismissMoved}
                mb="xs"
                role="status"
              >
                {t('orderSteps.deliver.dateMoved', { date: dutchDate(moved.date) })}
              </Alert>
            )}
            {dates.data && !dates.data.available ? (
              <Text size="sm" c="red.8">
                {dates.data.message}
              </Text>
            ) : promise ? (
              <DatePicker
                label={t(`orderSteps.deliver.dateHeading.${fulfilment}`)}
                options={promise.options}
                chosen={details.deliveryDate}
                onChange={(deliveryDate) => orderDetails.update({ deliveryDate })}
              />
            ) : dates.isError ? (
              <LoadFailed onRetry={() => void dates.refetch()} />
            ) : (
              <Text size="sm" c="gray.7">
                {t('orderSteps.deliver.datesLoading')}
              </Text>
            )}
          </section>
          {delivery && !theme.settings.flags.hidePricing && <DeliveryCostsBlock view={delivery} />}
          {fulfilment === 'deliver' && (
            <Textarea
              label={t('orderSteps.deliver.letterLabel')}
              placeholder={t('orderSteps.deliver.letterPlaceholder')}
              value={details.letter}
              maxLength={LETTER_MAX_LENGTH}
              autosize
              minRows={3}
              onChange={(event) => orderDetails.update({ letter: event.currentTarget.value })}
            />
          )}
        </Stack>
      </div>
    </Stack>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Text size="sm">{t('orderSteps.loadFailed')}</Text>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        {t('orderSteps.retry')}
      </Button>
    </Alert>
  );
}

/** The inline message's 'klik hier': to the part of the step that fixes it, with the focus there. */
export function focusTarget(event: React.MouseEvent, selector: string) {
  event.preventDefault();
  const target = document.querySelector<HTMLElement>(selector);
  if (!target) return;
  const focusable = target.matches('input, button, [tabindex]')
    ? target
    : target.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), [tabindex]');
  (focusable ?? target).focus();
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
