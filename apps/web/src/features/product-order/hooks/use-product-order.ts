import type { CartLine, CartResponse } from '@portal/shared/schemas/cart';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { cartQueryOptions } from '../api/cart';
import { addConfiguredToCart, removeFromCart, showCart } from '../api/cart-changes';
import { catalogueQueryOptions } from '../api/catalogue';
import {
  commonDraft,
  type Draft,
  draftFor,
  draftOfLine,
  type Quote,
  quoteOf,
  sameDraft,
  sharedChoices,
} from '../utils/drafts';

/** Spec 01 section 9: adding to the cart takes at least a second, so the change is seen to happen. */
export const ADD_TO_CART_DELAY_MS = 1000;

const NO_LINES: CartLine[] = [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the screen holds for a file: a draft, or for a file still being analysed only the product,
 * whose defaults (format, colour, sides) follow from the analysis once it is there.
 */
type Chosen = Draft | { productId: string; awaitingAnalysis: true };

export type SelectedFile = {
  file: UploadedFile;
  draft: Draft | undefined;
  line: CartLine | undefined;
  /** Changed on the screen and not saved: different from the server's line, or no line yet. */
  unsaved: boolean;
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
  const [drafts, setDrafts] = useState<Record<string, Chosen>>({});

  const products = catalogue.data ?? [];
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const lineOf = useCallback((fileId: string) => lines.find((line) => line.fileId === fileId), [lines]);

  // A file's choice: the one on the screen, else the one the server keeps (a product the user may
  // no longer order is not offered again).
  const draftFrom = useCallback(
    (chosen: Chosen | undefined, file: UploadedFile): Draft | undefined => {
      if (chosen && 'awaitingAnalysis' in chosen) {
        const product = productById.get(chosen.productId);
        return product ? draftFor(product, file) : undefined;
      }
      if (chosen) return chosen;
      const line = lineOf(file.uuid);
      return line && productById.has(line.productId) ? draftOfLine(line) : undefined;
    },
    [lineOf, productById],
  );

  const entries: SelectedFile[] = files.map((file) => {
    const draft = draftFrom(drafts[file.uuid], file);
    const line = lineOf(file.uuid);
    const unsaved = drafts[file.uuid] !== undefined && !(line && sameDraft(draft, draftOfLine(line)));
    return { file, draft, line, unsaved };
  });
  const selectedFiles = entries.filter((entry) => selected.has(entry.file.uuid));
  const selectedDrafts = selectedFiles.map((entry) => entry.draft);
  const shared = commonDraft(selectedDrafts);
  /** What the panel shows: what the selected files of one product share (all of it when they agree). */
  const shown = sharedChoices(selectedDrafts);
  const sharedProduct = shown ? productById.get(shown.productId) : undefined;

  const update = (change: (file: UploadedFile, draft: Draft | undefined) => Chosen | undefined) =>
    setDrafts((current) => {
      const next = { ...current };
      for (const { file } of selectedFiles) {
        const changed = change(file, draftFrom(current[file.uuid], file));
        if (changed) next[file.uuid] = changed;
      }
      return next;
    });

  /**
   * Choosing a product applies its defaults to every selected file (spec 01 section 4); a file
   * still being analysed gets them when its analysis is known.
   */
  const chooseProduct = (product: CatalogueProduct) =>
    update((file) =>
      file.status === 'ANALYZING'
        ? { productId: product.id, awaitingAnalysis: true }
        : draftFor(product, file),
    );
  /** An edit of the shown choice, made to every selected file's own draft (their other choices stay). */
  const edit = (change: (file: UploadedFile, draft: Draft, product: CatalogueProduct) => Draft) =>
    update((file, draft) => {
      const product = draft && productById.get(draft.productId);
      return draft && product ? change(file, draft, product) : draft;
    });

  const analysing = selectedFiles.filter((entry) => entry.file.status === 'ANALYZING');
  const quotes: { file: UploadedFile; quote: Quote | null; hidePrice: boolean }[] = selectedFiles.map(
    ({ file, draft }) => {
      const product = draft && productById.get(draft.productId);
      const known = product && draft && file.status !== 'ANALYZING';
      return {
        file,
        quote: known ? quoteOf(product, file, draft) : null,
        hidePrice: product?.hidePrice ?? false,
      };
    },
  );

  /**
   * Selected files that can go into the cart now: analysed (or unanalysable), with a product and
   * a configuration that can be made (an option the file breaks the limits of says why instead).
   */
  const invalid = new Set(
    quotes.flatMap((entry) => (entry.quote?.kind === 'invalid' ? [entry.file.uuid] : [])),
  );
  const ready = selectedFiles.filter(
    (entry) =>
      entry.draft &&
      entry.file.status !== 'ANALYZING' &&
      productById.has(entry.draft.productId) &&
      !invalid.has(entry.file.uuid),
  );
  /** Of those, the ones 'In winkelwagen' would change: not in the cart yet, or changed since. */
  const toAdd = ready.filter((entry) => !entry.line?.inCart || entry.unsaved);
  /** Files of the session outside the cart, or with changes not saved in it. */
  const notInCart = entries.filter((entry) => !entry.line?.inCart || entry.unsaved);

  const [adding, setAdding] = useState(false);
  /** Saves the files' choices and puts them in the cart; resolves with the new cart. */
  const addToCart = async (): Promise<{ cart: CartResponse; added: UploadedFile[] } | null> => {
    if (!sessionId || toAdd.length === 0 || adding) return null;
    setAdding(true);
    try {
      const [cartAfter] = await Promise.all([
        addConfiguredToCart(
          sessionId,
          toAdd.map(({ file, draft }) => ({ fileId: file.uuid, ...(draft as Draft) })),
        ),
        wait(ADD_TO_CART_DELAY_MS),
      ]);
      // After the delay: the count rises (and the cart button moves) as the popup opens.
      showCart(queryClient, sessionId, cartAfter);
      // The server's line is the choice now; the screen's draft would only hide a later change.
      setDrafts((current) => {
        const next = { ...current };
        for (const { file } of toAdd) delete next[file.uuid];
        return next;
      });
      return { cart: cartAfter, added: toAdd.map((entry) => entry.file) };
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
    shown,
    sharedProduct,
    chooseProduct,
    edit,
    analysing,
    quotes,
    ready,
    toAdd,
    notInCart,
    adding,
    addToCart,
    remove,
  };
}
export type ProductOrderState = ReturnType<typeof useProductOrder>;
