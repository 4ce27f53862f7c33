import { followsTemplate } from '@portal/shared/rules/print-templates';
import type { CartLine, CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import type { CatalogueProduct, SpecEntry } from '@portal/shared/schemas/catalogue';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';
import { configureCartFile, removeCartFile } from '../api/cart-lines';
import '../texts';

/** Where the app keeps the cart: the session, and the query key every view of the cart shares. */
export type CartSource = { sessionId: string | null; queryKey: QueryKey };

/** The product and options the selected files share, 'mixed' when they differ, null with none selected. */
export type SharedChoice = { productId: string; specs: SpecEntry[] } | 'mixed' | null;

/** What applying a template did: the files that took it and those the server refused. */
export type ApplyOutcome = { applied: CartLine[]; refused: CartLine[] };

const NO_LINES: CartLine[] = [];

/**
 * The print step's state (spec 02 section 2.3): the files in the cart, which are selected, and
 * per file a change on its way or the server's refusal of the last one. Every change goes to the
 * server (the cart's configure call, priced again there) and the cart is then asked again, so
 * every view of it shows the server's prices.
 */
export function usePrintStep(source: CartSource, products: readonly CatalogueProduct[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { sessionId, queryKey } = source;
  const cart = useQuery({
    queryKey,
    queryFn: () => callApi(contracts.cart, 'getCart', { params: { sessionId: sessionId! } }),
    enabled: untilLogout(sessionId !== null),
    staleTime: 30_000,
  });
  const lines = useMemo(() => cart.data?.lines.filter((line) => line.inCart) ?? NO_LINES, [cart.data]);
  const productById = useMemo(
    () => new Map((products ?? []).map((product) => [product.id, product])),
    [products],
  );

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Once the files are known, the first is selected (spec 02 section 9), so its card shows.
  const [firstSelected, setFirstSelected] = useState(false);
  const firstFile = lines[0]?.fileId;
  useEffect(() => {
    if (firstSelected || !firstFile) return;
    setFirstSelected(true);
    setSelected(new Set([firstFile]));
  }, [firstSelected, firstFile]);

  /** Per file: the server's Dutch refusal of its last change. */
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const selectedLines = lines.filter((line) => selected.has(line.fileId));
  const shared: SharedChoice =
    selectedLines.length === 0
      ? null
      : selectedLines.every((line) => followsTemplate(selectedLines[0]!, line))
        ? { productId: selectedLines[0]!.productId, specs: selectedLines[0]!.specs }
        : 'mixed';

  const messageOf = (error: unknown) =>
    error instanceof ApiRequestError ? error.message : t('printOrder.networkProblem');

  const mark = (fileId: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(fileId);
      else next.delete(fileId);
      return next;
    });
  const setProblem = (fileId: string, message: string | null) =>
    setProblems((current) => {
      const { [fileId]: _old, ...rest } = current;
      return message === null ? rest : { ...rest, [fileId]: message };
    });

  /** Saves a file's choice; a refusal is kept for the file, which stays as it was. */
  async function configure(line: CartLine, body: ConfigureFileBody): Promise<CartLine | null> {
    if (!sessionId) return null;
    mark(line.fileId, true);
    try {
      const saved = await configureCartFile(sessionId, line.fileId, body);
      setProblem(line.fileId, null);
      return saved;
    } catch (error) {
      setProblem(line.fileId, messageOf(error));
      return null;
    } finally {
      mark(line.fileId, false);
    }
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey });

  return {
    cart,
    lines,
    productById,
    catalogueKnown: products !== undefined,
    selected,
    selectedLines,
    shared,
    problems,
    saving,
    toggle(fileId: string, on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(fileId);
        else next.delete(fileId);
        return next;
      });
    },
    selectAll(on: boolean) {
      setSelected(on ? new Set(lines.map((line) => line.fileId)) : new Set());
    },

    /** A new quantity with the file's own product and options; the server prices it again. */
    async setQuantity(line: CartLine, quantity: number): Promise<boolean> {
      const saved = await configure(line, { productId: line.productId, specs: line.specs, quantity });
      if (saved) await refresh();
      return saved !== null;
    },

    /**
     * A template's product and options on every selected file, each at its own quantity (raised
     * to the product's minimum). A file the template does not fit is refused by the server with
     * the reason, and keeps what it had.
     */
    async applyTemplate(template: { productId: string; specs: SpecEntry[] }): Promise<ApplyOutcome> {
      const minimum = productById.get(template.productId)?.minQuantity ?? 1;
      const targets = selectedLines;
      const results = await Promise.all(
        targets.map((line) =>
          configure(line, {
            productId: template.productId,
            specs: template.specs,
            quantity: Math.max(line.quantity, minimum),
          }),
        ),
      );
      await refresh();
      return {
        applied: targets.filter((_, index) => results[index] !== null),
        refused: targets.filter((_, index) => results[index] === null),
      };
    },

    /** Takes a file out of the cart; every view of the cart shows the server's answer at once. */
    async remove(line: CartLine): Promise<void> {
      if (!sessionId) return;
      const next = await removeCartFile(sessionId, line.fileId);
      queryClient.setQueryData<CartResponse>(queryKey, next);
      setSelected((current) => {
        const rest = new Set(current);
        rest.delete(line.fileId);
        return rest;
      });
      setProblem(line.fileId, null);
    },
  };
}
export type PrintStep = ReturnType<typeof usePrintStep>;
