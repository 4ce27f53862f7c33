import { printFormatOf } from '@portal/shared/rules/configuration';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { ReactNode } from 'react';
import { PreflightNotes } from '../../components/preflight-notes';
import { useUploadedFiles } from '../../features/uploads/hooks/use-uploads';

/**
 * The preflight of each cart line's file at the format it is ordered in (issue 32 point 1,
 * decision 0134), for Printen and Controleren: the cart names the choice, the uploads the file's
 * facts; the route joins the two features.
 */
export function usePreflightLineNotes(): (line: CartLine) => ReactNode {
  const { files } = useUploadedFiles();
  return (line) => {
    const file = files.find((candidate) => candidate.uuid === line.fileId);
    return file ? <PreflightNotes file={file} format={printFormatOf(file, line.specs)} /> : null;
  };
}
