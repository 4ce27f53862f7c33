import { nameField, passwordField, phoneField, type SaveSettingsBody } from '@portal/shared/schemas/account';
import { z } from 'zod';

/** The form's own shape: flat, with empty password fields meaning 'keep the password'. */
export const profileFormSchema = z
  .object({
    name: nameField,
    phone: phoneField,
    currentPassword: z.string().max(256, 'tooLong'),
    newPassword: z.string().superRefine((value, context) => {
      if (value === '') return;
      const result = passwordField.safeParse(value);
      if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message });
    }),
    orderConfirmation: z.boolean(),
    delivery: z.boolean(),
    unzipOnUpload: z.boolean(),
  })
  .refine((values) => values.newPassword === '' || values.currentPassword !== '', {
    path: ['currentPassword'],
    message: 'currentPasswordRequired',
  });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** What the server is sent: the password pair only when a new password was typed and may be changed. */
export function settingsBody(values: ProfileFormValues, passwordChangeAllowed: boolean): SaveSettingsBody {
  const body: SaveSettingsBody = {
    settings: {
      name: values.name,
      phone: values.phone,
      notifications: { orderConfirmation: values.orderConfirmation, delivery: values.delivery },
      unzipOnUpload: values.unzipOnUpload,
    },
  };
  if (passwordChangeAllowed && values.newPassword) {
    body.currentPassword = values.currentPassword;
    body.newPassword = values.newPassword;
  }
  return body;
}
