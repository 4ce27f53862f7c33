import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../components/on-demand';
import { ContactForm } from '../../features/contact/components/contact-form';

export type RequestDialogProps = {
  opened: boolean;
  onClose: () => void;
  heading: string;
  intro: string;
  subject: string;
  message: string;
};

/**
 * The contact form as a dialog to the print store's recipient ('printStore'), asking only message
 * and e-mail. Mounted on its first opening (print-store-requests.tsx): the form, its validation
 * (react-hook-form, zod) and Mantine's Modal stay out of every store page's first load (issue 29,
 * Lighthouse; decision 0111).
 */
export function RequestDialog({ opened, onClose, heading, intro, subject, message }: RequestDialogProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={heading}
      size="lg"
      closeButtonProps={{ 'aria-label': t('printStore.requests.close') }}
    >
      <ContactForm
        inDialog
        onSent={onClose}
        request={{ heading, intro, subject, message, to: 'printStore', nameOptional: true }}
      />
    </Modal>
  );
}
