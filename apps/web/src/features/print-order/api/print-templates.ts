import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { PrintTemplate, PrintTemplateList } from '@portal/shared/schemas/print-templates';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The user's print templates (spec 02 section 7, 'Save, list and delete templates'). The key
 * holds the user, so another login asks again. A theme that withholds templates answers
 * FORBIDDEN, which the tab takes as 'no templates here' (no retry).
 */
export const printTemplatesQueryKey = (userId: string | null) => ['printTemplates', userId] as const;

export function printTemplatesQueryOptions(userId: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: printTemplatesQueryKey(userId),
    queryFn: () => callApi(contracts.printTemplates, 'listPrintTemplates', {}),
    enabled: untilLogout(userId !== null && enabled),
    staleTime: 60_000,
    retry: false,
  });
}

export async function savePrintTemplate(
  queryClient: QueryClient,
  userId: string,
  template: { name: string; productId: string; specs: SpecEntry[] },
): Promise<PrintTemplate> {
  const saved = await callApi(contracts.printTemplates, 'createPrintTemplate', { body: template });
  await queryClient.invalidateQueries({ queryKey: printTemplatesQueryKey(userId) });
  return saved;
}

export async function deletePrintTemplate(
  queryClient: QueryClient,
  userId: string,
  templateId: string,
): Promise<void> {
  await callApi(contracts.printTemplates, 'deletePrintTemplate', { params: { templateId } });
  queryClient.setQueryData<PrintTemplateList>(printTemplatesQueryKey(userId), (list) =>
    list ? { ...list, templates: list.templates.filter((template) => template.id !== templateId) } : list,
  );
}
