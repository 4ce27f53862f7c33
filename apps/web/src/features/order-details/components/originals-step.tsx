import { Alert, Anchor, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { isDepartmentRequired } from '@portal/shared/rules/order-completeness';
import { collectsOriginals } from '@portal/shared/rules/order-shop';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useJobAddresses, useJobDates } from '../hooks/use-job-details';
import { useStepErrors } from '../hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import { followPatch, originalsPatch, pickUpAddressPatch } from '../utils/job-details';
import { orderAddressOfDelivery } from '../utils/order-address';
import { DatesOf } from './dates-of';
import { focusTarget, LoadFailed } from './deliver-step';
import { DeliveryAddressList } from './delivery-address-list';
import { PickUpShopSelect } from './pick-up-shop-select';
import { ShopCard } from './shop-card';
import '../../../styles/described-orders.css';
import '../../../styles/order-warning.css';
import '../job-texts';
import '../texts';

/** Where 'klik hier' of the pickup's inline message leads. */
export const PICK_UP_ADDRESS_ID = 'pickup-address';
export const PICK_UP_DATE_ID = 'pickup-date';

/**
 * The originals of a copy or scan order (Ophalen, spec 02 sections 2.3 and 4; issue 28 points 3
 * and 4): collected at one of the customer's addresses ('Wij halen op', the delivery address
 * following it while 'Dit is ook het bezorgadres' is on) or brought to a shop the customer
 * chooses ('Ik breng ze naar een vestiging'); the shop that does the work; the day we collect
 * them or they are brought. The job itself is the flow's (described-orders).
 */
export function OriginalsStep({
  user,
  theme,
  kind,
}: {
  user: User;
  theme: ThemeResponse;
  kind: 'copy' | 'scan';
}) {
  const { t } = useTranslation();
  const draft = useOrderDraft();
  const { details } = draft;
  const { customFields } = theme.settings;
  const addresses = useJobAddresses(draft);
  const { orderShop, pickUp } = useJobDates(draft, kind);
  const errors = useStepErrors(user, theme);
  const collect = collectsOriginals(details);

  // 'Datum ontbreekt nog' only once no date is on its way by itself (as on Bezorgen).
  const dateOnItsWay = orderShop.loading || pickUp.choosing;
  const stepError =
    errors.pickupError === 'order.errors.dateMissing' && dateOnItsWay ? null : errors.pickupError;
  const errorTarget = `#${stepError === 'order.errors.dateMissing' ? PICK_UP_DATE_ID : PICK_UP_ADDRESS_ID}`;
  const dateLabel = t(
    collect ? 'describedOrders.originals.pickUpDate' : 'describedOrders.originals.bringDate',
  );

  return (
    <Stack gap="lg" className="panel-card order-step originals-step">
      {stepError && (
        <Alert color="orange" className="order-warning" variant="light" data-step-error={stepError}>
          <Anchor href={errorTarget} onClick={(event) => focusTarget(event, errorTarget)}>
            {t(stepError)}
          </Anchor>
        </Alert>
      )}
      <Title order={2} size="h4">
        {t('describedOrders.originals.heading')}
      </Title>
      <SegmentedControl
        aria-label={t('describedOrders.originals.choiceLabel')}
        value={collect ? 'collect' : 'bring'}
        onChange={(value) => orderDetails.update((current) => originalsPatch(current, value === 'bring'))}
        data={[
          { value: 'collect', label: t('describedOrders.originals.collect') },
          { value: 'bring', label: t('describedOrders.originals.bring') },
        ]}
        className="order-type-switch originals-switch"
      />
      <div className="order-step__columns">
        <Stack gap="md">
          {collect ? (
            <section aria-labelledby="pickup-address-heading">
              <Title order={3} size="h5" id="pickup-address-heading" mb="xs">
                {t('describedOrders.originals.addressHeading')}
              </Title>
              {addresses.isPending ? (
                <Spinner label={t('orderSteps.deliver.addressesLoading')} />
              ) : addresses.isError ? (
                <LoadFailed onRetry={() => void addresses.refetch()} />
              ) : (
                <div id={PICK_UP_ADDRESS_ID}>
                  <DeliveryAddressList
                    addresses={addresses.data.addresses}
                    mayAdd={addresses.data.mayAdd}
                    chosenId={details.pickUpAddress?.id ?? null}
                    label={t('describedOrders.originals.addressHeading')}
                    onChoose={(address) =>
                      orderDetails.update((current) =>
                        pickUpAddressPatch(current, orderAddressOfDelivery(address)),
                      )
                    }
                    onDeleted={(id) => {
                      if (details.pickUpAddress?.id === id)
                        orderDetails.update((current) => pickUpAddressPatch(current, null));
                    }}
                    departmentRequired={isDepartmentRequired(customFields, details.orderType)}
                    departmentLabel={customFields.department?.label ?? null}
                  />
                </div>
              )}
              <Switch
                mt="md"
                label={t('describedOrders.originals.alsoDelivery')}
                checked={details.deliverToPickUpAddress}
                onChange={(event) =>
                  orderDetails.update((current) => followPatch(current, event.currentTarget.checked))
                }
              />
            </section>
          ) : (
            <PickUpShopSelect
              id={PICK_UP_ADDRESS_ID}
              label={t('describedOrders.originals.shopLabel')}
              shops={orderShop.shops}
              shop={orderShop.shop}
            />
          )}
          <section aria-labelledby="originals-shop-heading">
            <Title order={3} size="h5" id="originals-shop-heading" mb="xs">
              {t('orderSteps.deliver.shopHeading')}
            </Title>
            {orderShop.shop ? (
              <ShopCard shop={orderShop.shop} showHours={!collect} headingLevel={4} />
            ) : orderShop.failed ? (
              <LoadFailed onRetry={orderShop.retry} />
            ) : (
              <Text size="sm" c="gray.7">
                {t('orderSteps.deliver.shopLoading')}
              </Text>
            )}
          </section>
        </Stack>
        <section aria-labelledby="pickup-date-heading" id={PICK_UP_DATE_ID} tabIndex={-1}>
          <Title order={3} size="h5" id="pickup-date-heading" mb="xs">
            {dateLabel}
          </Title>
          <DatesOf
            chosen={pickUp}
            label={dateLabel}
            value={details.pickUpDate}
            // Another pickup: the delivery days count from it, the first of them is chosen.
            onChange={(pickUpDate) => orderDetails.update({ pickUpDate, deliveryDate: null })}
          />
        </section>
      </div>
    </Stack>
  );
}
