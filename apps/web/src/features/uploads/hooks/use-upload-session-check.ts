import { useEffect } from 'react';
import type { UploadStore } from '../stores/upload-store';
import { uploads } from './use-uploads';

/**
 * The session check on window focus for files (spec 01 section 4): when the server no longer
 * knows the upload session the files belong to, the list is emptied with a notice. The login
 * half of the check lives in the accounts feature.
 */
export function useUploadSessionCheck(store: UploadStore = uploads): void {
  useEffect(() => {
    const check = () => void store.checkSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store]);
}
