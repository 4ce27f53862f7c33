import { choosesShop } from '@portal/shared/rules/order-shop';
import type { Shop } from '@portal/shared/schemas/shops';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shopLookupQuery, shopsQuery } from '../api/shops';
import {
  orderDetails as defaultStore,
  type OrderDetailsStore,
  type OrderDraft,
} from '../stores/order-details-store';
import { shopQuestionKey, shopQuestionOf } from '../utils/shop-question';

/**
 * The shop that does the order (spec 02 section 4): looked up again when the delivery address,
 * the invoice or the order type changes. For an order collected at the shop (pickUp) the
 * customer may choose another shop; that choice is the pickup address and wins over the lookup
 * until the customer chooses again.
 *
 * What the order details hold decides first, from the first render on: the pickup shop, or the
 * kept shop when it answers the question the details ask now (after a reload it does). Only
 * without either is the lookup asked, and its answer is taken by the store only while the
 * details still ask that question (decision 0087). So an answer that arrives late, before or
 * after the list of shops, never replaces a choice read back from session storage; and while
 * the lookup for a new question is under way there is no shop, rather than the last one, whose
 * dates would be chosen from.
 */
export function useOrderShop(draft: OrderDraft, store: OrderDetailsStore = defaultStore) {
  const { details } = draft;
  const shops = useQuery(shopsQuery(true));
  const question = shopQuestionKey(details);
  const known = choosesShop(details)
    ? (details.pickUpAddress?.id ?? null)
    : draft.shopFor === question
      ? draft.shopId
      : null;
  const lookup = useQuery(shopLookupQuery(shopQuestionOf(details), known === null));
  // Secured work is made and collected at a secure shop only: the others are not offered.
  const all = (shops.data?.shops ?? []).filter((candidate) => !details.secure || candidate.handlesSecured);
  const found = lookup.data?.location;
  const shopId = known ?? found?.id ?? null;
  const shop: Shop | undefined =
    all.find((candidate) => candidate.id === shopId) ?? (found?.id === shopId ? found : undefined);
  // Also a pickup shop chosen for another order in this tab that does no secured work.
  const lost = known !== null && shops.data !== undefined && shop === undefined;

  useEffect(() => {
    if (known === null && found) store.takeLookedUpShop(question, found);
  }, [known, found, question, store]);

  // A kept shop the provider no longer has (removed since it was chosen): the lookup finds another.
  useEffect(() => {
    if (lost && known) store.forgetShop(known);
  }, [lost, known, store]);

  const asking = known === null;
  return {
    /** The shop's id as soon as it is known, for its dates; the shop itself may still be loading. */
    shopId: lost ? null : shopId,
    shop,
    shops: all,
    loading: shops.isPending || (asking && lookup.isPending),
    failed: shops.isError || (asking && lookup.isError),
    retry: () => {
      void shops.refetch();
      if (asking) void lookup.refetch();
    },
  };
}
