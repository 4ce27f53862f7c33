import { getCart } from '@portal/shared/api/cart.api';
import { getUploadSession, listUploadedFiles } from '@portal/shared/api/uploads.api';
import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cartQueryOptions } from '../features/product-order/api/cart';
import { uploadSessionQueryOptions } from '../features/uploads/api/get-upload-session';
import { uploadedFilesQueryOptions } from '../features/uploads/api/list-uploaded-files';
import { session } from '../lib/session';
import { fakeServer } from '../testing/fake-server';
import { testUser } from '../testing/placed-orders';

const SESSION = '11111111-1111-4111-8111-111111111111';
const user = testUser();

afterEach(() => session.setUser(null));

/** Lets the observers' fetches and their answers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The header and the home page always show the upload session's files and cart. At a logout the
 * app forgets every user query (dialogs.tsx) while those components are still mounted; an effect
 * of a render from just before the logout may then hand an observer its old options again. The
 * query must not be fetched again then: that call carries no login, and its 401 opened the login
 * dialog on the page the user had just logged out to.
 */
describe("the logged-in user's queries after a logout", () => {
  // Each as an observer's options (the queries' data differ; only fetching matters here).
  const queries: [string, () => QueryObserverOptions][] = [
    ['the upload session', () => uploadSessionQueryOptions(user.uid) as QueryObserverOptions],
    ['the files of the session', () => uploadedFilesQueryOptions(SESSION) as QueryObserverOptions],
    ['the cart', () => cartQueryOptions(SESSION) as QueryObserverOptions],
  ];
  it.each(queries)(
    '%s is not fetched again by an observer still holding the old options',
    async (_name, options) => {
      const server = fakeServer();
      server.on(getUploadSession, () => ({ sessionId: SESSION }));
      server.on(listUploadedFiles, () => []);
      server.on(getCart, () => ({ lines: [], totalCents: 0 }));
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      session.setUser(user);
      // The options of the render before the logout, which its effect still holds.
      const before = options();
      const observer = new QueryObserver(queryClient, before);
      const stop = observer.subscribe(() => {});
      await settle();
      expect(server.calls).toHaveLength(1);

      session.setUser(null);
      queryClient.removeQueries();
      observer.setOptions(before);
      await settle();

      expect(server.calls).toHaveLength(1);
      stop();
    },
  );
});
