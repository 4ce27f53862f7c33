import { MAX_QUANTITY } from '@portal/shared/rules/pricing';
import {
  choicesForTemplate,
  defaultChoices,
  fitsTemplate,
  withChoice,
  withSubmenuChoice,
} from '@portal/shared/rules/secured-specs';
import { type ProductTemplate, type SecuredLine, securedChoiceSchema } from '@portal/shared/schemas/secured';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type SessionView, session } from '../../../lib/session';

/**
 * What step 1 of the secured print order assigned to the upload session's files (spec 02
 * sections 2.3 and 4): per file its product template, the choices and the number of prints.
 * Kept in session storage, so that a reload and the later steps keep them and the tab's end
 * forgets them, as the order details (order-details-store) are. The files themselves are the
 * upload session's: what is kept for a file the session no longer has is never read (`linesOf`
 * joins on the session's files) and is let go of (`keepOnly`). A logout and a placed order
 * empty it; another upload session starts empty.
 */
export type SecuredAssignment = {
  templateId: string | null;
  choices: SecuredLine['choices'];
  quantity: number;
};

export const SECURED_LINES_STORAGE_KEY = 'securedOrder';

const assignmentSchema = z.object({
  templateId: z.string().min(1).max(64).nullable(),
  choices: z.array(securedChoiceSchema).max(12),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
const stateSchema = z.object({
  sessionId: z.string().nullable(),
  files: z.record(z.string(), assignmentSchema),
});
export type SecuredLinesState = z.infer<typeof stateSchema>;

const EMPTY: SecuredLinesState = { sessionId: null, files: {} };
const NOTHING: SecuredAssignment = { templateId: null, choices: [], quantity: 1 };

export function createSecuredLinesStore(
  storage: () => Storage | undefined,
  sessionState: Pick<SessionView, 'on'> = session,
) {
  const listeners = new Set<() => void>();
  let state = load();

  function load(): SecuredLinesState {
    try {
      const text = storage()?.getItem(SECURED_LINES_STORAGE_KEY);
      if (!text) return EMPTY;
      // An entry of another version, or tampered with, is forgotten rather than breaking the step.
      const parsed = stateSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  function save(next: SecuredLinesState): void {
    state = next;
    try {
      storage()?.setItem(SECURED_LINES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage: the assignments still live for this page.
    }
    for (const listener of [...listeners]) listener();
  }

  /** The files of `sessionId` as kept; another session's are not this one's. */
  const filesOf = (sessionId: string) => (state.sessionId === sessionId ? state.files : {});

  /** Changes the assignments of `fileIds` in `sessionId` by `change`. */
  function change(
    sessionId: string,
    fileIds: readonly string[],
    next: (current: SecuredAssignment) => SecuredAssignment | null,
  ): void {
    const files = { ...filesOf(sessionId) };
    let changed = false;
    for (const id of fileIds) {
      const updated = next(files[id] ?? NOTHING);
      if (!updated) continue;
      files[id] = updated;
      changed = true;
    }
    if (changed || state.sessionId !== sessionId) save({ sessionId, files });
  }

  const store = {
    getSnapshot: (): SecuredLinesState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Choosing a product for the selected files (spec 02 section 4): a file that has this
     * product already keeps its choices, any other gets each spec at its default (with the
     * default option's submenus at theirs). Nothing selected, nothing changes.
     */
    chooseTemplate(sessionId: string, fileIds: readonly string[], template: ProductTemplate): void {
      change(sessionId, fileIds, (current) => ({
        ...current,
        templateId: template.id,
        choices: choicesForTemplate(template, current),
      }));
    },

    /**
     * Choosing an option of a spec for the files that have `template`: an option with submenus
     * clears the old submenu values and takes its own defaults.
     */
    chooseOption(
      sessionId: string,
      fileIds: readonly string[],
      template: ProductTemplate,
      specTitle: string,
      option: string,
    ): void {
      change(sessionId, fileIds, (current) =>
        current.templateId === template.id
          ? { ...current, choices: withChoice(template, current.choices, specTitle, option) }
          : null,
      );
    },

    /** Choosing an option of a submenu of a spec's chosen option, for the files that have `template`. */
    chooseSubmenuOption(
      sessionId: string,
      fileIds: readonly string[],
      template: ProductTemplate,
      specTitle: string,
      submenuTitle: string,
      option: string,
    ): void {
      change(sessionId, fileIds, (current) =>
        current.templateId === template.id
          ? { ...current, choices: withSubmenuChoice(current.choices, specTitle, submenuTitle, option) }
          : null,
      );
    },

    setQuantity(sessionId: string, fileId: string, quantity: number): void {
      change(sessionId, [fileId], (current) =>
        current.quantity === quantity ? null : { ...current, quantity },
      );
    },

    /** Lets go of what is kept for files the session no longer has (removed, or ordered elsewhere). */
    keepOnly(sessionId: string, fileIds: readonly string[]): void {
      const files = filesOf(sessionId);
      const kept = Object.fromEntries(Object.entries(files).filter(([id]) => fileIds.includes(id)));
      if (state.sessionId === sessionId && Object.keys(kept).length === Object.keys(files).length) return;
      save({ sessionId, files: kept });
    },

    /** After the order is placed, and at logout. */
    reset(): void {
      save(EMPTY);
    },
  };
  sessionState.on('loggedOut', () => store.reset());
  return store;
}
export type SecuredLinesStore = ReturnType<typeof createSecuredLinesStore>;

export const securedLines = createSecuredLinesStore(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

export function useSecuredLinesState(store: SecuredLinesStore = securedLines): SecuredLinesState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * The lines of the order as step 1 assigned them, one per file of the session in its order.
 * With the templates known, a kept template that is no longer offered counts as no product, and
 * choices that no longer fit their template (it changed since) are its defaults again: what is
 * shown is what the server accepts.
 */
export function linesOf(
  state: SecuredLinesState,
  sessionId: string | null,
  fileIds: readonly string[],
  templates: readonly ProductTemplate[] | undefined,
): SecuredLine[] {
  return fileIds.map((fileId) => {
    const kept = (sessionId !== null && state.sessionId === sessionId && state.files[fileId]) || NOTHING;
    const template = templates?.find((candidate) => candidate.id === kept.templateId);
    if (templates && kept.templateId !== null && !template)
      return { fileId, templateId: null, choices: [], quantity: kept.quantity };
    const choices =
      template && !fitsTemplate(template, kept.choices) ? defaultChoices(template) : kept.choices;
    return { fileId, templateId: kept.templateId, choices, quantity: kept.quantity };
  });
}
