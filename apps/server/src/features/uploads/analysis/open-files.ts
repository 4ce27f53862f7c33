import type { RandomAccessFile } from '../../../platform/storage/file-storage';
import { openLocalFile } from '../../../platform/storage/local-file-storage';
import type { AnalysableType, AnalysisFile } from './analyse-file';
import { type PoolSource, sourceName } from './pool-source';

/** A file the pool holds open for its workers to read; `file` is what a worker is sent. */
export interface OpenedFile {
  readonly file: AnalysisFile;
  /** A worker starts a task of this file: its descriptor stays open until the task ends. */
  startReading(): void;
  stopReading(): void;
  /** The analysis or render that held the file is settled. */
  letGo(): void;
}

export interface OpenFiles {
  /** Opens a file for one analysis, held until that analysis lets go. */
  holdForAnalysis(source: PoolSource, type: AnalysableType): Promise<OpenedFile>;
  /** The open file for a render, shared with the other renders of the same file in flight. */
  holdForRendering(source: PoolSource): Promise<OpenedFile>;
  /**
   * `length` bytes at `position` of the held file `key` that has no descriptor (a stored file on
   * S3): what a worker's block reader asks for (remote-blocks.ts).
   */
  readBlock(key: number, position: number, length: number): Promise<Uint8Array>;
  /** Files held open now: only those being analysed or rendered. */
  count(): number;
  /** The pool is closing: a file that finishes opening from now on is closed again and refused. */
  stopOpening(): void;
  /** Closes every file still open, for when no worker reads them any more. */
  closeAll(): Promise<void>;
}

interface HeldFile extends OpenedFile {
  handle: RandomAccessFile;
  /** Gives back what else was taken to open it (a temporary local copy). */
  giveBack: () => void;
  /** Analyses and renders of this file not settled yet. */
  holders: number;
  /** Tasks of this file a worker is running now. */
  running: number;
  closed: boolean;
  /** Called once it is closed: renders that share it let go of it. */
  onClose?: () => void;
}

/**
 * A path on this machine with the stored file's bytes, until `giveBack` (withLocalCopy held open):
 * libvips reads images by path.
 */
function lendLocalCopy(source: Exclude<PoolSource, string>): Promise<{ path: string; giveBack: () => void }> {
  return new Promise((resolve, reject) => {
    source.storage
      .withLocalCopy(
        source.key,
        (path) =>
          new Promise<void>((giveBack) => {
            resolve({ path, giveBack: () => giveBack() });
          }),
      )
      .catch(reject);
  });
}

/**
 * The files the pool's workers read. The pool opens each one and hands the workers its
 * descriptor, so it stays owned (and closed) here even when a worker is terminated half-way.
 * A stored file without a descriptor on this machine (on S3) is read by the workers in blocks
 * that they ask the pool for (readBlock); an image of it gets a temporary local copy, as libvips
 * reads a path. A file is closed once the last analysis or render holding it is settled and no
 * worker reads it any more; `release` is then told its key, so that the workers drop their open
 * document.
 */
export function createOpenFiles(release: (key: number) => void): OpenFiles {
  const held = new Set<HeldFile>();
  /** Held files by key, for the workers' block reads. */
  const byKey = new Map<number, HeldFile>();
  /** Renders of one file share its descriptor and the workers' open document while any is pending. */
  const renderFiles = new Map<string, Promise<HeldFile>>();
  let nextKey = 1;
  let stopped = false;

  /** Closes the file once every job of it is settled and no worker reads it any more. */
  const closeWhenIdle = (opened: HeldFile) => {
    if (opened.holders > 0 || opened.running > 0 || opened.closed) return;
    opened.closed = true;
    held.delete(opened);
    byKey.delete(opened.file.key);
    opened.onClose?.();
    release(opened.file.key);
    void opened.handle
      .close()
      .catch(() => undefined)
      .then(opened.giveBack);
  };

  /**
   * The file as the workers read it: a path's own descriptor; a stored PDF by random access (a
   * descriptor on local disk, blocks from S3); a stored image from a path of this machine.
   */
  async function openSource(
    source: PoolSource,
    type: AnalysableType,
  ): Promise<{ path: string; handle: RandomAccessFile; giveBack: () => void }> {
    const nothing = () => {};
    if (typeof source === 'string')
      return { path: source, handle: await openLocalFile(source), giveBack: nothing };
    if (type === 'pdf')
      return {
        path: source.key,
        handle: await source.storage.openRandomAccess(source.key),
        giveBack: nothing,
      };
    const copy = await lendLocalCopy(source);
    try {
      return { path: copy.path, handle: await openLocalFile(copy.path), giveBack: copy.giveBack };
    } catch (error) {
      copy.giveBack();
      throw error;
    }
  }

  async function openFile(source: PoolSource, type: AnalysableType): Promise<HeldFile> {
    const { path, handle, giveBack } = await openSource(source, type);
    if (stopped) {
      await handle.close().finally(giveBack);
      // What the caller of the pool sees: the same words as the pool's own refusal.
      throw new Error('analysis pool closed');
    }
    const file: AnalysisFile = { key: nextKey++, path, type, source: { fd: handle.fd, size: handle.size } };
    const opened: HeldFile = {
      file,
      handle,
      giveBack,
      holders: 0,
      running: 0,
      closed: false,
      startReading() {
        opened.running++;
      },
      stopReading() {
        opened.running--;
        closeWhenIdle(opened);
      },
      letGo() {
        opened.holders--;
        closeWhenIdle(opened);
      },
    };
    held.add(opened);
    byKey.set(file.key, opened);
    return opened;
  }

  return {
    async holdForAnalysis(source, type) {
      const opened = await openFile(source, type);
      opened.holders++;
      return opened;
    },
    async holdForRendering(source) {
      const name = typeof source === 'string' ? `path:${source}` : `stored:${sourceName(source)}`;
      for (;;) {
        let opening = renderFiles.get(name);
        if (!opening) {
          const forget = () => {
            if (renderFiles.get(name) === opening) renderFiles.delete(name);
          };
          opening = openFile(source, 'pdf').then((opened) => {
            opened.onClose = forget;
            return opened;
          });
          renderFiles.set(name, opening);
          opening.catch(forget);
        }
        const opened = await opening;
        // Closed in between when the last render holding it ended while this one waited.
        if (!opened.closed) {
          opened.holders++;
          return opened;
        }
      }
    },
    async readBlock(key, position, length) {
      const opened = byKey.get(key);
      if (!opened) throw new Error(`no file ${key} is held open`);
      return opened.handle.read(position, length);
    },
    count: () => held.size,
    stopOpening() {
      stopped = true;
    },
    async closeAll() {
      await Promise.all([...held].map((opened) => opened.handle.close().finally(opened.giveBack)));
      held.clear();
      byKey.clear();
      renderFiles.clear();
    },
  };
}
