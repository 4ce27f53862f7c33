import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import {
  type ContactForm as ContactFormValues,
  contactFormSchema,
  type MailRecipientKey,
  storeRequestFormSchema,
} from '@portal/shared/schemas/mail';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSession } from '../../../lib/session';
import { useSendContactMessage } from '../api/send-contact-message';
import { fieldErrorText, sendFailureText } from '../utils/contact-texts';
import '../texts';

type Notice = { kind: 'sent' } | { kind: 'failed'; text: string };

type ContactFormProps = {
  /**
   * A request (a service of issue 10 point 13, the print store's product and extra-info requests
   * of issue 29): its own heading, subject and pre-filled message; `to` its recipient key, and
   * `nameOptional` where the spec asks only message and e-mail (the print store's).
   */
  request?: {
    heading: string;
    intro: string;
    subject: string;
    message: string;
    to?: MailRecipientKey;
    nameOptional?: boolean;
  };
  /** In a dialog whose title is the heading: the heading only names the form for screen readers. */
  inDialog?: boolean;
  /** After 'Uw bericht is verzonden.' has shown its 1.5 s (the spec's dialog closes then). */
  onSent?: () => void;
};

/**
 * The contact form (spec 02 sections 5 and 8): validated with the schema the server uses, sent
 * with the sendMail contract. After 'Uw bericht is verzonden.' the form empties itself after 1.5 s,
 * as the spec's dialog closes; the confirmation stays until the visitor types again.
 */
export function ContactForm({ request, inDialog = false, onSent }: ContactFormProps = {}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendContactMessage(request?.subject, request?.to);
  const nameOptional = request?.nameOptional === true;
  // Whoever is logged in need not type who they are; a request starts with its question.
  const initial: z.input<typeof contactFormSchema> = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    message: request?.message ?? '',
  };
  const [notice, setNotice] = useState<Notice | null>(null);
  const [closing, setClosing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof contactFormSchema>, unknown, ContactFormValues>({
    resolver: zodResolver(nameOptional ? storeRequestFormSchema : contactFormSchema),
    defaultValues: initial,
  });

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Keyboard and screen-reader users land on the outcome; the button they pressed was disabled.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      setNotice({ kind: 'failed', text: sendFailureText(t, error) });
      return;
    }
    setNotice({ kind: 'sent' });
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      reset(initial);
      setClosing(false);
      onSent?.();
    }, AUTO_CLOSE_MS.contact);
  });

  const clearConfirmation = () => {
    if (!closing && notice?.kind === 'sent') setNotice(null);
  };
  const busy = send.isPending || closing;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={clearConfirmation}
      aria-labelledby="contact-form-title"
      className="contact-form"
    >
      {inDialog ? (
        <VisuallyHidden id="contact-form-title">
          {request?.heading ?? t('contact.formHeading')}
        </VisuallyHidden>
      ) : (
        <Title order={2} id="contact-form-title" fz="1.375rem" mb={4}>
          {request?.heading ?? t('contact.formHeading')}
        </Title>
      )}
      {request && <Text mb={4}>{request.intro}</Text>}
      <Text size="sm" c="gray.7" mb="md">
        {t('contact.requiredNote')}
      </Text>
      <Stack gap="md">
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          required={!nameOptional}
          readOnly={busy}
          error={fieldErrorText(t, 'name', errors.name?.message)}
          {...register('name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          description={t('contact.emailDescription')}
          required
          readOnly={busy}
          error={fieldErrorText(t, 'email', errors.email?.message)}
          {...register('email')}
        />
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={6}
          maxRows={16}
          readOnly={busy}
          error={fieldErrorText(t, 'message', errors.message?.message)}
          {...register('message')}
        />
        {notice && (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            role={notice.kind === 'sent' ? 'status' : 'alert'}
            color={notice.kind === 'sent' ? 'teal' : 'red'}
            variant="light"
            className="contact-notice"
            data-notice={notice.kind}
          >
            <Text fw={600} c={notice.kind === 'sent' ? 'teal.9' : 'red.9'}>
              {notice.kind === 'sent' ? t('contact.sent') : notice.text}
            </Text>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} disabled={closing}>
            {t('contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
