import { analysisForPricing, defaultSpecs, UNKNOWN_PAGES } from '@portal/shared/rules/configuration';
import { type CartResponse, cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { type OrderDetails, orderAddressSchema } from '@portal/shared/schemas/order-details';
import { deliveryDatesResponseSchema, shopLookupResponseSchema } from '@portal/shared/schemas/shops';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { deliveryAddresses } from '../src/features/addresses/addresses.tables';
import { plainPdf } from '../src/features/uploads/analysis/test-fixtures';
import type { Clock } from '../src/lib/clock';
import { aUser, type BuiltTheme } from './builders';
import { aLinkedCustomer } from './ordering-builders';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from './upload-client';

/**
 * A customer who orders as the browser does, over HTTP: logged in, linked to a customer number,
 * with a delivery address and an upload session; files uploaded and put in the cart with their
 * product's default options; complete order details for the first date the shop offers. For the
 * API tests of placing an order and of ordering again.
 */

export type OrderingCustomer = {
  userId: string;
  email: string;
  password: string;
  browser: Browser;
  /** The browser's upload session: the cart an order takes. */
  session: string;
  customerNumber: string;
  invoiceAddressId: string;
  deliveryAddressId: string;
};

/** A file to put in the cart: its name, its product (default options), the copies and its bytes (a 4-page A4 PDF). */
export type WantedFile = { name: string; product: Product; quantity?: number; pdf?: Uint8Array };

type Address = NonNullable<OrderDetails['deliveryAddress']>;

/** An address of the order details: the given fields, the rest the schema's defaults (empty). */
export const anAddress = (fields: Partial<Address> = {}): Address => orderAddressSchema.parse(fields);

export function orderingClient({ app, db, clock }: { app: FastifyInstance; db: Db; clock: Clock }) {
  let customers = 0;

  const get = (customer: OrderingCustomer, url: string) =>
    app.inject({ method: 'GET', url, headers: headersOf(customer.browser) });

  /** The shop the lookup gives for the customer's addresses and the first date it offers. */
  async function firstDateOf(customer: OrderingCustomer, fulfilment: 'deliver' | 'pickUp' = 'deliver') {
    const lookup = shopLookupResponseSchema.parse(
      (
        await get(
          customer,
          `/api/v3/shops/lookup?deliveryAddressId=${customer.deliveryAddressId}&customerNumber=${customer.customerNumber}`,
        )
      ).json(),
    );
    const dates = deliveryDatesResponseSchema.parse(
      (await get(customer, `/api/v3/shops/${lookup.location.id}/dates?fulfilment=${fulfilment}`)).json(),
    );
    if (!dates.available) throw new Error('the demo shop offers no dates');
    return { shop: lookup.location, dates };
  }

  return {
    firstDateOf,

    /** A logged-in customer linked to a customer number, with a delivery address and an upload session. */
    async aCustomer(options: { theme?: BuiltTheme; securityLevel?: number } = {}): Promise<OrderingCustomer> {
      customers += 1;
      const user = await aUser(db, { theme: options.theme, securityLevel: options.securityLevel });
      const { customerNumber, invoiceAddressId } = await aLinkedCustomer(db, user.id, clock.now());
      const [delivery] = await db
        .insert(deliveryAddresses)
        .values({
          userId: user.id,
          company: `Bouwplaats ${customers}`,
          name: 'Uitvoerder',
          street: 'Werfstraat',
          number: '12',
          zipCode: '3511 CD',
          city: 'Utrecht',
        })
        .returning({ id: deliveryAddresses.id });
      const browser = await logIn(app, user.email, user.password);
      return {
        userId: user.id,
        email: user.email,
        password: user.password,
        browser,
        session: await openSession(app, browser),
        customerNumber,
        invoiceAddressId,
        deliveryAddressId: delivery!.id,
      };
    },

    /** Uploads the files (4-page A4 PDFs unless given) and puts them in the cart together; returns the cart. */
    async inTheCart(customer: OrderingCustomer, wanted: WantedFile[]): Promise<CartResponse> {
      const lines = [];
      for (const { name, product, quantity = 3, pdf } of wanted) {
        const response = await upload(
          app,
          customer.browser,
          customer.session,
          name,
          pdf ?? (await plainPdf(4)),
        );
        expect(response.statusCode, response.body).toBe(201);
        const file = await analysed(app, customer.browser, customer.session, response.json().files[0].uuid);
        const analysis = analysisForPricing(file);
        const specs = defaultSpecs(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis);
        lines.push({ fileId: file.uuid, productId: product.id, specs, quantity });
      }
      const put = await app.inject({
        method: 'PUT',
        url: `/api/v3/uploads/${customer.session}/cart`,
        headers: headersOf(customer.browser),
        payload: { lines },
      });
      expect(put.statusCode, put.body).toBe(200);
      return cartResponseSchema.parse(put.json());
    },

    /** Complete order details for a delivery on the shop's first date, invoiced to the customer number. */
    async detailsFor(customer: OrderingCustomer, changes: Partial<OrderDetails> = {}): Promise<OrderDetails> {
      const { dates } = await firstDateOf(customer);
      const first = dates.options.find((option) => option.value === dates.firstChoice?.value)!;
      return {
        orderType: 'deliver',
        deliveryAddress: anAddress({
          id: customer.deliveryAddressId,
          company: 'Bouwplaats',
          street: 'Werfstraat',
          number: '12',
          zipCode: '3511 CD',
          city: 'Utrecht',
        }),
        invoiceAddress: anAddress({
          id: customer.invoiceAddressId,
          company: 'Bouwbedrijf B.V.',
          customerNumber: customer.customerNumber,
        }),
        deliveryDate: {
          date: first.date.split('-').reverse().join('-'),
          time: dates.firstChoice!.time,
          title: first.title,
        },
        reference: 'Fase 2',
        ...changes,
      } as OrderDetails;
    },
  };
}
export type OrderingClient = ReturnType<typeof orderingClient>;
