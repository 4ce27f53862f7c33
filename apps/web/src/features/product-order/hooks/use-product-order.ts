import type { CartLine, CartResponse } from '@portal/shared/schemas/cart';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { addConfiguredToCart, cartQueryOptions, removeFromCart, showCart } from '../api/cart';
import { catalogueQueryOptions } from '../api/catalogue';
import { commonDraft, type Draft, draftFor, draftOfLine, type Quote, quoteOf } from '../utils/drafts';

/** Spec 01 section 9: adding to the cart takes at least a second, so the change is seen to happen. */
export const ADD_TO_CART_DELAY_MS = 1000;

const NO_LINES: CartLine[] = [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SelectedFile = {
  file: UploadedFile;
  draft: Draft | undefined;
  line: CartLine | undefined;
  /** Changed on the screen since the server last saved it. */
  edited: boolean;
};

/**
 * The product order screen's state: the catalogue, the server's cart, and per file the choice on
 * the screen (a draft, until the file goes into the cart). Edits apply to every selected file.
 */
export function useProductOrder(
  sessionId: string | null,
  files: readonly UploadedFile[],
  selected: ReadonlySet<string>,
) {
  const { user } = useSession();
  const theme = useCurrentTheme();
  const queryClient = useQueryClient();
  const catalogue = useQuery(catalogueQueryOptions(user?.uid ?? null, theme?.name ?? null));
  const cart = useQuery(cartQueryOptions(sessionId));
  const lines = cart.data?.lines ?? NO_LINES;
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});

  const products = catalogue.data ?? [];
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const lineOf = useCallback((fileId: string) => lines.find((line) => line.fileId === fileId), [lines]);
  // A file's choice: the one on the screen, else the one the server keeps (a product the user may
  // no longer order is not offered again).
  const draftOf = useCallback(
    (fileId: string): Draft | undefined => {
      const draft = drafts[fileId];
      if (draft) return draft;
      const line = lineOf(fileId);
      return line && productById.has(line.productId) ? draftOfLine(line) : undefined;
    },
    [drafts, lineOf, productById],
  );

  const selectedFiles: SelectedFile[] = files
    .filter((file) => selected.has(file.uuid))
    .map((file) => ({
      file,
      draft: draftOf(file.uuid),
      line: lineOf(file.uuid),
      edited: drafts[file.uuid] !== undefined,
    }));
  const shared = commonDraft(selectedFiles.map((entry) => entry.draft));
  const sharedProduct = shared && shared !== 'mixed' ? productById.get(shared.productId) : undefined;

  const update = (change: (file: UploadedFile, draft: Draft | undefined) => Draft | undefined) =>
    setDrafts((current) => {
      const next = { ...current };
      for (const { file, draft } of selectedFiles) {
        const changed = change(file, draft);
        if (changed) next[file.uuid] = changed;
      }
      return next;
    });

  /** Choosing a product applies its defaults to every selected file (spec 01 section 4). */
  const chooseProduct = (product: CatalogueProduct) => update((file) => draftFor(product, file));
  /** The same edit of the shown choice for every selected file (their choices are identical). */
  const edit = (change: (file: UploadedFile, draft: Draft, product: CatalogueProduct) => Draft) =>
    update((file, draft) => {
      const product = draft && productById.get(draft.productId);
      return draft && product ? change(file, draft, product) : draft;
    });

  const quotes: { file: UploadedFile; quote: Quote | null }[] = selectedFiles.map(({ file, draft }) => {
    const product = draft && productById.get(draft.productId);
    return { file, quote: product && draft ? quoteOf(product, file, draft) : null };
  });

  /** Files that can go into the cart now: selected, analysed (or unanalysable), with a product. */
  const ready = selectedFiles.filter(
    (entry) => entry.draft && entry.file.status !== 'ANALYZING' && productById.has(entry.draft.productId),
  );

  const [adding, setAdding] = useState(false);
  /** Saves the ready files' choices and puts them in the cart; resolves with the new cart. */
  const addToCart = async (): Promise<CartResponse | null> => {
    if (!sessionId || ready.length === 0 || adding) return null;
    setAdding(true);
    try {
      const [cartAfter] = await Promise.all([
        addConfiguredToCart(
          sessionId,
          ready.map(({ file, draft }) => ({ fileId: file.uuid, ...(draft as Draft) })),
        ),
        wait(ADD_TO_CART_DELAY_MS),
      ]);
      // After the delay: the count rises (and the cart button moves) as the popup opens.
      showCart(queryClient, sessionId, cartAfter);
      // The server's line is the choice now; the screen's draft would only hide a later change.
      setDrafts((current) => {
        const next = { ...current };
        for (const { file } of ready) delete next[file.uuid];
        return next;
      });
      return cartAfter;
    } catch (error) {
      // Some choices may be saved (pending) before the refusal: the cart is read again.
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions(sessionId).queryKey });
      throw error;
    } finally {
      setAdding(false);
    }
  };

  const remove = (fileId: string) => (sessionId ? removeFromCart(queryClient, sessionId, fileId) : null);

  return {
    catalogue,
    cart,
    lines,
    products,
    productById,
    selectedFiles,
    shared,
    sharedProduct,
    chooseProduct,
    edit,
    quotes,
    ready,
    adding,
    addToCart,
    remove,
  };
}
export type ProductOrderState = ReturnType<typeof useProductOrder>;
