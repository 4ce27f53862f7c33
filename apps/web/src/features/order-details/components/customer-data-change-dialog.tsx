import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { CHANGE_REQUEST_MAX_LENGTH, customerDataChangeBodySchema } from '@portal/shared/schemas/customers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestCustomerDataChange } from '../api/projects';
import { useServerCall } from '../hooks/use-server-call';
import '../texts';

type CustomerDataChangeDialogProps = {
  /** The customer number's address the request is about; null: the dialog is closed. */
  address: StoredInvoiceAddress | null;
  onClose: () => void;
};

const messageSchema = customerDataChangeBodySchema.pick({ message: true });
type MessageForm = { message: string };

/**
 * 'Wijziging doorgeven' (spec 02 section 2.3): a customer number's data cannot be edited here;
 * the user describes the change and the provider's administration makes it. The confirmation
 * shown is the server's (processed usually within 1 working day), once the mail is queued.
 */
export function CustomerDataChangeDialog({ address, onClose }: CustomerDataChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={address !== null} onClose={onClose} title={t('invoiceStep.changeRequest.title')} size="lg">
      {address && <ChangeRequestForm key={address.id} address={address} onClose={onClose} />}
    </Modal>
  );
}

function ChangeRequestForm({ address, onClose }: { address: StoredInvoiceAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const server = useServerCall(t('invoiceStep.failed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MessageForm>({
    resolver: zodResolver(messageSchema),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(({ message }) =>
    server.run(async () => setConfirmation((await requestCustomerDataChange(address.id, message)).message)),
  );

  if (confirmation)
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {confirmation}
        </Alert>
        <Group justify="end">
          <Button onClick={onClose} data-autofocus>
            {t('invoiceStep.changeRequest.close')}
          </Button>
        </Group>
      </Stack>
    );

  const customer = `${address.customerNumber ?? ''} ${address.company}`.trim();
  const problem = errors.message?.message;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm">{t('invoiceStep.changeRequest.intro', { customer })}</Text>
        <Textarea
          label={t('invoiceStep.changeRequest.messageLabel')}
          placeholder={t('invoiceStep.changeRequest.messagePlaceholder')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={CHANGE_REQUEST_MAX_LENGTH}
          error={problem ? t(problem) : undefined}
          data-autofocus
          {...register('message')}
        />
        {server.message && (
          <Alert color="red" role="alert">
            {server.message}
          </Alert>
        )}
        <Group justify="end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('invoiceStep.changeRequest.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('invoiceStep.changeRequest.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
