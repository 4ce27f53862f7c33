import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { appFiledUploadDeps } from '../../../lib/app-filed-uploads';
import { createFiledUploads, type FiledUploadDeps } from '../../../lib/filed-uploads';
import { deliverScanFiles, deskOrdersKey } from '../api/desk-orders';

/** Where scans go: the scan order, by id. */
export type ScanUploadDeps = FiledUploadDeps<string>;

/** What the uploads are made of; a test replaces the chunk transfer (flow.js sends by XHR). */
export const ScanUploadDepsContext = createContext<Partial<ScanUploadDeps>>({});

/** A zip is unpacked at upload (all of it or nothing) and its folders become subfolders. */
const isZip = (name: string) => /\.zip$/i.test(name);

/**
 * The scans a staff member delivers for a scan order (issue 31 point 5, decision 0126): uploaded
 * into their own session, analysed, then handed to the order (deliverScanFiles), which files them
 * into the customer's archive. Kept while the order's page is shown.
 */
export function useScanUploads() {
  const queryClient = useQueryClient();
  const overrides = useContext(ScanUploadDepsContext);
  const [store] = useState(() =>
    createFiledUploads<string>({
      ...appFiledUploadDeps<string>({
        fileUploads: (orderId, body) => deliverScanFiles(orderId, body),
        unzip: isZip,
        filed: () => void queryClient.invalidateQueries({ queryKey: [...deskOrdersKey, 'scanDelivery'] }),
      }),
      ...overrides,
    }),
  );
  const uploads = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { store, uploads };
}
