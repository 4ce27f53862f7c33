import { z } from 'zod';
import { customerNumberSchema } from './addresses';

/** The customer-data change request (spec 02 sections 2.3 and 7) and the staff's links of users to customers. */

export const CHANGE_REQUEST_MAX_LENGTH = 2000;

/** Which customer's data should change (the invoice address as listed), and how. */
export const customerDataChangeBodySchema = z.object({
  invoiceAddressId: z.uuid(),
  message: z
    .string()
    .trim()
    .min(1, 'addressBook.changeRequest.required')
    .max(CHANGE_REQUEST_MAX_LENGTH, 'addressBook.changeRequest.tooLong'),
});
export type CustomerDataChangeBody = z.infer<typeof customerDataChangeBodySchema>;

export const customerDataChangeResponseSchema = z.object({
  sent: z.literal(true),
  /** The confirmation to show: processed usually within 1 working day. */
  message: z.string(),
});
export type CustomerDataChangeResponse = z.infer<typeof customerDataChangeResponseSchema>;

export const customerParams = z.object({ customerNumber: customerNumberSchema });
export const customerUserParams = z.object({ customerNumber: customerNumberSchema, userId: z.uuid() });

/** Staff link a user, named by e-mail address, to a customer number. */
export const customerLinkBodySchema = z.object({ email: z.email().max(254) });
export type CustomerLinkBody = z.infer<typeof customerLinkBodySchema>;

export const customerUsersResponseSchema = z.object({
  customerNumber: z.string(),
  users: z.array(z.object({ id: z.uuid(), email: z.string(), name: z.string() })),
});
export type CustomerUsersResponse = z.infer<typeof customerUsersResponseSchema>;
