import { Alert, Anchor, Card, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { isDepartmentRequired, type OrderErrorKey } from '@portal/shared/rules/order-completeness';
import { collectsOriginals } from '@portal/shared/rules/order-shop';
import type { User } from '@portal/shared/schemas/account';
import type { OrderAddress } from '@portal/shared/schemas/order-details';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useJobAddresses, useJobDates } from '../hooks/use-job-details';
import { useStepErrors } from '../hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import { deliversToPickUpAddress, followPatch } from '../utils/job-details';
import { addressLine, orderAddressOfDelivery } from '../utils/order-address';
import { orderErrorSayer } from '../utils/order-error-sayer';
import { DatesOf } from './dates-of';
import { focusTarget, LoadFailed } from './deliver-step';
import { DeliveryAddressList } from './delivery-address-list';
import { MEDIUM_ID, ScanMediumSelector } from './scan-medium-selector';
import '../../../styles/described-orders.css';
import '../../../styles/order-warning.css';
import '../job-texts';
import '../texts';

const LETTER_MAX_LENGTH = 500;
const DELIVERY_ADDRESS_ID = 'job-delivery-address';

/**
 * The delivery of a copy or scan order (Opleveren, spec 02 sections 2.3 and 4): originals and
 * result come back to the pickup address while 'Dit is ook het bezorgadres' is on, else to an
 * address of the address book; on a day counted from the pickup; with a letter for the driver.
 * A scan order also says how the scans are delivered (the medium). A theme that hides the
 * delivery options (the shop plans the delivery) leaves a scan order only the medium to choose:
 * copy orders skip the step then, scan orders keep it for the medium (decision 0102).
 */
export function JobDeliverStep(props: { user: User; theme: ThemeResponse; kind: 'copy' | 'scan' }) {
  if (props.theme.settings.flags.hideDeliverOptions)
    return props.kind === 'scan' ? <MediumOnly user={props.user} theme={props.theme} /> : null;
  return <DeliveryAndMedium {...props} />;
}

/** Opleveren of a scan order under a theme without delivery options: the medium alone. */
function MediumOnly({ user, theme }: { user: User; theme: ThemeResponse }) {
  const { t } = useTranslation();
  const { details } = useOrderDraft();
  const { mediumError } = useStepErrors(user, theme);
  return (
    <Stack gap="lg" className="panel-card order-step job-deliver-step">
      {mediumError && (
        <Alert color="orange" className="order-warning" variant="light" data-step-error={mediumError}>
          <Anchor href={`#${MEDIUM_ID}`} onClick={(event) => focusTarget(event, `#${MEDIUM_ID}`)}>
            {t(mediumError)}
          </Anchor>
        </Alert>
      )}
      <ScanMediumSelector details={details} userEmail={user.email} />
    </Stack>
  );
}

function DeliveryAndMedium({
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
  const { orderShop, delivery, offset } = useJobDates(draft, kind);
  const errors = useStepErrors(user, theme);
  const follows = deliversToPickUpAddress(details);

  const dateOnItsWay = orderShop.loading || delivery.choosing || (details.pickUpDate !== null && !offset);
  const deliveryError =
    errors.deliveryError === 'order.errors.dateMissing' && dateOnItsWay ? null : errors.deliveryError;
  const problems: { key: OrderErrorKey; target: string }[] = [];
  if (deliveryError)
    problems.push({
      key: deliveryError,
      target: deliveryError === 'order.errors.dateMissing' ? '#deliver-date' : `#${DELIVERY_ADDRESS_ID}`,
    });
  if (kind === 'scan' && errors.mediumError)
    problems.push({ key: errors.mediumError, target: `#${MEDIUM_ID}` });
  const dateLabel = t('orderSteps.deliver.dateHeading.deliver');

  return (
    <Stack gap="lg" className="panel-card order-step job-deliver-step">
      {problems.map((problem) => (
        <Alert
          key={problem.key}
          color="orange"
          className="order-warning"
          variant="light"
          data-step-error={problem.key}
        >
          <Anchor href={problem.target} onClick={(event) => focusTarget(event, problem.target)}>
            {orderErrorSayer(t, customFields)(problem.key)}
          </Anchor>
        </Alert>
      ))}
      <div className="order-step__columns">
        <section aria-labelledby="deliver-address-heading">
          <Title order={2} size="h4" id="deliver-address-heading" mb="xs">
            {t('orderSteps.deliver.addressHeading')}
          </Title>
          {collectsOriginals(details) && (
            <Switch
              mb="sm"
              label={t('describedOrders.delivery.toPickUpAddress')}
              checked={details.deliverToPickUpAddress}
              onChange={(event) =>
                orderDetails.update((current) => followPatch(current, event.currentTarget.checked))
              }
            />
          )}
          {/* Where 'klik hier' of the delivery's message leads (the list's group has no id of its own). */}
          <div id={DELIVERY_ADDRESS_ID}>
            {follows ? (
              <FollowedAddress address={details.pickUpAddress} />
            ) : addresses.isPending ? (
              <Spinner label={t('orderSteps.deliver.addressesLoading')} />
            ) : addresses.isError ? (
              <LoadFailed onRetry={() => void addresses.refetch()} />
            ) : (
              <DeliveryAddressList
                addresses={addresses.data.addresses}
                mayAdd={addresses.data.mayAdd}
                chosenId={details.deliveryAddress?.id ?? null}
                onChoose={(address) =>
                  orderDetails.update({ deliveryAddress: orderAddressOfDelivery(address) })
                }
                onDeleted={(id) => {
                  if (details.deliveryAddress?.id === id) orderDetails.update({ deliveryAddress: null });
                }}
                departmentRequired={isDepartmentRequired(customFields, details.orderType)}
                departmentLabel={customFields.department?.label ?? null}
              />
            )}
          </div>
        </section>
        <Stack gap="md">
          <section aria-labelledby="deliver-date-heading" id="deliver-date" tabIndex={-1}>
            <Title order={2} size="h4" id="deliver-date-heading" mb="xs">
              {dateLabel}
            </Title>
            <DatesOf
              chosen={delivery}
              label={dateLabel}
              value={details.deliveryDate}
              onChange={(deliveryDate) => orderDetails.update({ deliveryDate })}
              waiting={details.pickUpDate ? null : t('describedOrders.delivery.noPickUpDate')}
            />
          </section>
          <Textarea
            label={t('orderSteps.deliver.letterLabel')}
            placeholder={t('orderSteps.deliver.letterPlaceholder')}
            value={details.letter}
            maxLength={LETTER_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={10}
            onChange={(event) => orderDetails.update({ letter: event.currentTarget.value })}
          />
        </Stack>
      </div>
      {kind === 'scan' && <ScanMediumSelector details={details} userEmail={user.email} />}
    </Stack>
  );
}

/** The pickup address as the delivery address: shown, chosen on Ophalen. */
function FollowedAddress({ address }: { address: OrderAddress | null }) {
  const { t } = useTranslation();
  if (!address)
    return (
      <Text size="sm" c="gray.7">
        {t('describedOrders.summary.noAddress')}
      </Text>
    );
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      id="deliver-address"
      tabIndex={-1}
      data-testid="followed-address"
    >
      <Text fw={600} size="sm">
        {address.company}
        {address.department ? ` · ${address.department}` : ''}
      </Text>
      <Text size="sm" c="gray.7">
        {address.name ? `t.a.v. ${address.name}, ` : ''}
        {addressLine(address)}
      </Text>
    </Card>
  );
}
