import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@portal/shared/schemas/account';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import type { ReorderActions } from './reorder-result';
import '../../../styles/placed-order.css';
import '../texts';

export type MyOrdersDialogProps = {
  /** null for a visitor: the dialog asks to log in first. */
  user: User | null;
  /** The theme's hideOrders: the orders are not shown in this portal. */
  hidden: boolean;
  /** false when the theme hides prices (hidePricing): no totals or line prices. */
  showPrices: boolean;
  /** Where files are uploaded (the home screen's globe), for the empty list. */
  uploadHref: string;
  /** 'Opnieuw bestellen' in an opened order: the upload session and what follows a reorder. */
  reorder?: ReorderActions | undefined;
  onLogin: () => void;
  onClose: () => void;
};

/**
 * The body of the 'Mijn orders' dialog (spec 01 section 2, 650 wide; issue 13 point 7): the
 * user's orders, and one order opened in its place with a way back to the list. The dialog's
 * frame and title are the dialog host's.
 */
export function MyOrdersDialog({
  user,
  hidden,
  showPrices,
  uploadHref,
  reorder,
  onLogin,
  onClose,
}: MyOrdersDialogProps) {
  const { t } = useTranslation();
  if (hidden) return <Message text={t('myOrders.notAvailable')} onClose={onClose} />;
  if (!user)
    return (
      <Message text={t('myOrders.loginFirst')} onClose={onClose}>
        <Button onClick={onLogin} data-autofocus>
          {t('myOrders.logIn')}
        </Button>
      </Message>
    );
  return (
    <MyOrders
      userId={user.uid}
      showPrices={showPrices}
      uploadHref={uploadHref}
      reorder={reorder}
      onClose={onClose}
    />
  );
}

function MyOrders({
  userId,
  showPrices,
  uploadHref,
  reorder,
  onClose,
}: {
  userId: string;
  showPrices: boolean;
  uploadHref: string;
  reorder: ReorderActions | undefined;
  onClose: () => void;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The order last opened: its button takes the focus again on the way back.
  const lastOpened = useRef<string | null>(null);
  if (openId)
    return (
      <OrderDetail
        // Another order opened from this one (a quote and its order) starts afresh.
        key={openId}
        userId={userId}
        orderId={openId}
        showPrices={showPrices}
        reorder={reorder}
        onOpenOrder={setOpenId}
        onBack={() => setOpenId(null)}
      />
    );
  return (
    <OrderList
      userId={userId}
      showPrices={showPrices}
      uploadHref={uploadHref}
      focusOrderId={lastOpened.current}
      onOpen={(orderId) => {
        lastOpened.current = orderId;
        setOpenId(orderId);
      }}
      onClose={onClose}
    />
  );
}

function Message({ text, onClose, children }: { text: string; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant={children ? 'default' : 'filled'} onClick={onClose}>
          {t('myOrders.close')}
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
