import { securedFileErrors } from '@portal/shared/rules/order-completeness';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { productTemplatesQueryOptions } from '../../features/secured-order/api/product-templates';
import type { StepFile } from '../../features/secured-order/components/secured-file-list';
import {
  linesOf,
  securedLines,
  useSecuredLinesState,
} from '../../features/secured-order/stores/secured-lines-store';
import { uploadedFilesQueryOptions } from '../../features/uploads/api/list-uploaded-files';
import { useUploads } from '../../features/uploads/hooks/use-uploads';
import type { UseStepFaults } from './flow-step-page';

/**
 * The secured order's files and lines as its steps read them: the upload session's files
 * (uploads) joined with what step 1 assigned to them (secured-order), composed here because
 * features do not import each other.
 */

/** The upload session's stored files as the secured steps list them, and those still on their way. */
export function useSecuredFiles() {
  const { entries, sessionId } = useUploads();
  // The server's list itself: a file whose removal can still be undone is hidden from the
  // steps but keeps what step 1 assigned to it.
  const served = useQuery(uploadedFilesQueryOptions(sessionId));
  useEffect(() => {
    if (sessionId && served.data)
      securedLines.keepOnly(
        sessionId,
        served.data.map((file) => file.uuid),
      );
  }, [sessionId, served.data]);
  const files: StepFile[] = entries.flatMap((entry) =>
    entry.file
      ? [{ id: entry.id, name: entry.file.fileName, analysing: entry.file.status === 'ANALYZING' }]
      : [],
  );
  return {
    sessionId,
    files,
    onTheWay: entries.length - files.length,
    /** The session's files are known (an empty list is an answer). */
    known: served.isSuccess,
  };
}

/** The order's lines as step 1 assigned them, with the products they name. */
export function useSecuredOrderLines(userId: string) {
  const { sessionId, files, known } = useSecuredFiles();
  const templates = useQuery(productTemplatesQueryOptions(userId));
  const state = useSecuredLinesState();
  const lines = linesOf(
    state,
    sessionId,
    files.map((file) => file.id),
    templates.data?.templates,
  );
  return { sessionId, files, known, templates, lines };
}

/**
 * Printen is marked while there are no files or a file has no product (fileError, productError:
 * spec 02 section 4), Bezorgen and Factureren by the details' rules.
 */
export const useSecuredFaults: UseStepFaults = (user, theme) => {
  const errors = useStepErrors(user, theme);
  const { known, lines } = useSecuredOrderLines(user.uid);
  const fileErrors = securedFileErrors(lines);
  return {
    files: known && Boolean(fileErrors.fileError ?? fileErrors.productError),
    deliver: Boolean(errors.deliveryError),
    invoice: Boolean(errors.invoiceError),
  };
};
