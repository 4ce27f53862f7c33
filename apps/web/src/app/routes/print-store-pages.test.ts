import { getPrintStoreCollection, getPrintStoreContext } from '@portal/shared/api/print-store.api';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectionCard,
  productCard,
  sid,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { DEFAULT_THEME, themeQueryKey } from '../../features/themes/api/get-theme';
import { queryClient } from '../../lib/query-client';
import { type FakeServer, fakeServer } from '../../testing/fake-server';
import { loadPrintStorePage } from './print-store-pages';
import { storeTheme } from './print-store-testing';

let server: FakeServer;
const COLLECTION = `GET /api/v3/print-store/collections/${sid(201)}`;

beforeEach(() => {
  server = fakeServer();
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreCollection, () => {
    const { type: _type, ...collection } = collectionCard(1);
    return { collection, category: { id: sid(101), name: 'Veiligheid' }, products: [productCard(1)] };
  });
});
afterEach(() => queryClient.clear());

const argsOf = (params: Record<string, string>) => ({ params }) as unknown as LoaderFunctionArgs;

describe('a store page as its chunk arrives', () => {
  it('asks for its data and the categories at once, before its first render, in the theme the page came with', async () => {
    queryClient.setQueryData(themeQueryKey(DEFAULT_THEME), storeTheme());
    const { loader } = await loadPrintStorePage('printStoreCollection');
    expect(loader(argsOf({ categoryId: sid(101), collectionId: sid(201) }))).toBeNull();
    await waitFor(() => expect(server.calls).toEqual(['GET /api/v3/print-store', COLLECTION]));
    await waitFor(() =>
      expect(
        queryClient.getQueryData(['printStore', 'drukwerkdirect', 'collection', sid(201), sid(101)]),
      ).toBeTruthy(),
    );
    // Known or on its way: not asked again (a change of the specs in the address runs the loader).
    loader(argsOf({ categoryId: sid(101), collectionId: sid(201) }));
    expect(server.calls).toHaveLength(2);
  });

  it('asks for nothing while the theme is not known yet (its name is part of every store query)', async () => {
    const { loader } = await loadPrintStorePage('printStoreCollection');
    loader(argsOf({ categoryId: sid(101), collectionId: sid(201) }));
    expect(server.calls).toEqual([]);
  });
});
