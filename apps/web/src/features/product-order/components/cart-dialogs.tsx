import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../components/on-demand';
import '../texts';

type DialogProps = { opened: boolean; onClose: () => void };

/** Spec 01 section 4: every file is in the cart; on to ordering, or upload more. */
export function AllAddedDialog({
  opened,
  onClose,
  onOrder,
  onUploadMore,
}: DialogProps & { onOrder: () => void; onUploadMore: () => void }) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={t('productOrder.allAddedTitle')}
      centered
      size={440}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('productOrder.allAdded')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onUploadMore}>
          {t('productOrder.uploadMore')}
        </Button>
        <Button onClick={onOrder} data-autofocus>
          {t('productOrder.toOrder')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Spec 01 section 8: files are left outside the cart; go on without them, or look at them. */
export function NotAllInCartDialog({
  opened,
  onClose,
  onContinue,
  onReview,
}: DialogProps & { onContinue: () => void; onReview: () => void }) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={t('productOrder.notAllTitle')}
      centered
      size={440}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('productOrder.notAllInCart')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onContinue}>
          {t('productOrder.notAllContinue')}
        </Button>
        <Button onClick={onReview} data-autofocus>
          {t('productOrder.notAllReview')}
        </Button>
      </Group>
    </Modal>
  );
}
