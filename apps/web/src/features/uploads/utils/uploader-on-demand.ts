import type { Uploader, UploaderCallbacks } from '../api/upload-chunks';

/**
 * An uploader that loads the real one (flow.js) when the first file is sent, so the home
 * page's initial JavaScript does without it. Calls made meanwhile wait in order; when loading
 * fails, every file waiting to be sent fails as after a network error.
 */
export function uploaderOnDemand(load: () => Promise<Uploader>, callbacks: UploaderCallbacks): Uploader {
  let loaded: Uploader | null = null;
  let loading: Promise<Uploader> | null = null;
  const waiting: ((uploader: Uploader) => void)[] = [];
  const waitingKeys = new Set<string>();

  function withUploader(action: (uploader: Uploader) => void): void {
    if (loaded) {
      action(loaded);
      return;
    }
    waiting.push(action);
    loading ??= load().then(
      (uploader) => {
        loaded = uploader;
        waitingKeys.clear();
        for (const next of waiting.splice(0)) next(uploader);
        return uploader;
      },
      (error: unknown) => {
        console.warn('uploader not available', error);
        loading = null;
        waiting.length = 0;
        for (const key of [...waitingKeys]) callbacks.error(key, '');
        waitingKeys.clear();
        throw error;
      },
    );
    loading.catch(() => {});
  }

  return {
    send(key, file) {
      if (!loaded) waitingKeys.add(key);
      withUploader((uploader) => uploader.send(key, file));
    },
    cancel(key) {
      waitingKeys.delete(key);
      withUploader((uploader) => uploader.cancel(key));
    },
    cancelAll() {
      waitingKeys.clear();
      if (loaded) loaded.cancelAll();
      else waiting.length = 0;
    },
  };
}
