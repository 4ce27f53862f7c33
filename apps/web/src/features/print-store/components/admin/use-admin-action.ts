import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { refreshStore } from '../../api/admin-queries';
import './admin-texts';

/**
 * A refusal shown above the form; `reload` when the item changed meanwhile (STORE_ITEM_CHANGED);
 * `code` the server's, for a dialog that shows some refusals at their place as well (a price row).
 */
export type FormProblem = { message: string; reload: boolean; code?: string };

/** Codes answered at a field rather than above the form. */
export type FieldProblems = Partial<Record<'name' | 'categories', string>>;
const AT_FIELD: Record<string, keyof FieldProblems> = {
  STORE_CATEGORY_NAME_TAKEN: 'name',
  STORE_CATEGORY_REQUIRED: 'categories',
  STORE_PRODUCT_TYPE_NAME_TAKEN: 'name',
};

/**
 * Runs a save or delete of an admin dialog: refreshes the store's pages after it (decision 0112:
 * the next call shows the change), says so, and puts the server's Dutch refusal at its field or
 * above the form; STORE_ITEM_CHANGED offers to load the item again.
 */
export function useAdminAction(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [fieldProblems, setFieldProblems] = useState<FieldProblems>({});

  /**
   * `deletedId`: the item is gone, so its page's queries are forgotten rather than asked again
   * (a 404 while the admin is led away), and `afterDelete` runs instead of onDone.
   */
  async function run(
    action: () => Promise<unknown>,
    doneMessage: string,
    deleted?: { id: string; afterDelete: () => void },
  ): Promise<void> {
    setBusy(true);
    setProblem(null);
    setFieldProblems({});
    try {
      await action();
      if (deleted) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(deleted.id) });
      await refreshStore(queryClient);
      notifications.show({ color: 'green', message: doneMessage });
      (deleted?.afterDelete ?? onDone)();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setProblem({ message: t('printStoreAdmin.failed'), reload: false });
        return;
      }
      const field = AT_FIELD[error.code];
      if (field) setFieldProblems({ [field]: error.message });
      else
        setProblem({ message: error.message, reload: error.code === 'STORE_ITEM_CHANGED', code: error.code });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    problem,
    fieldProblems,
    run,
    /** Forgets the refusal once the admin reloads or edits the field it was about. */
    clear: () => {
      setProblem(null);
      setFieldProblems({});
    },
  };
}
export type AdminAction = ReturnType<typeof useAdminAction>;
