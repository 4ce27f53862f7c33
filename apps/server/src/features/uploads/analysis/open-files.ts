import { type FileHandle, open } from 'node:fs/promises';
import type { AnalysableType, AnalysisFile } from './analyse-file';

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
  holdForAnalysis(path: string, type: AnalysableType): Promise<OpenedFile>;
  /** The open file for a render, shared with the other renders of the same path in flight. */
  holdForRendering(path: string): Promise<OpenedFile>;
  /** Files held open now: only those being analysed or rendered. */
  count(): number;
  /** The pool is closing: a file that finishes opening from now on is closed again and refused. */
  stopOpening(): void;
  /** Closes every file still open, for when no worker reads them any more. */
  closeAll(): Promise<void>;
}

interface HeldFile extends OpenedFile {
  handle: FileHandle;
  /** Analyses and renders of this file not settled yet. */
  holders: number;
  /** Tasks of this file a worker is running now. */
  running: number;
  closed: boolean;
  /** Called once it is closed: renders that share it let go of it. */
  onClose?: () => void;
}

/**
 * The files the pool's workers read. The pool opens each one and hands the workers its
 * descriptor, so it stays owned (and closed) here even when a worker is terminated half-way.
 * A file is closed once the last analysis or render holding it is settled and no worker reads
 * it any more; `release` is then told its key, so that the workers drop their open document.
 */
export function createOpenFiles(release: (key: number) => void): OpenFiles {
  const held = new Set<HeldFile>();
  /** Renders of one file share its descriptor and the workers' open document while any is pending. */
  const renderFiles = new Map<string, Promise<HeldFile>>();
  let nextKey = 1;
  let stopped = false;

  /** Closes the file once every job of it is settled and no worker reads it any more. */
  const closeWhenIdle = (opened: HeldFile) => {
    if (opened.holders > 0 || opened.running > 0 || opened.closed) return;
    opened.closed = true;
    held.delete(opened);
    opened.onClose?.();
    release(opened.file.key);
    void opened.handle.close();
  };

  async function openFile(path: string, type: AnalysableType): Promise<HeldFile> {
    const handle = await open(path, 'r');
    let bytes: number;
    try {
      bytes = (await handle.stat()).size;
    } catch (error) {
      await handle.close();
      throw error;
    }
    if (stopped) {
      await handle.close();
      // What the caller of the pool sees: the same words as the pool's own refusal.
      throw new Error('analysis pool closed');
    }
    const file: AnalysisFile = { key: nextKey++, path, type, source: { fd: handle.fd, size: bytes } };
    const opened: HeldFile = {
      file,
      handle,
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
    return opened;
  }

  return {
    async holdForAnalysis(path, type) {
      const opened = await openFile(path, type);
      opened.holders++;
      return opened;
    },
    async holdForRendering(path) {
      for (;;) {
        let opening = renderFiles.get(path);
        if (!opening) {
          const forget = () => {
            if (renderFiles.get(path) === opening) renderFiles.delete(path);
          };
          opening = openFile(path, 'pdf').then((opened) => {
            opened.onClose = forget;
            return opened;
          });
          renderFiles.set(path, opening);
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
    count: () => held.size,
    stopOpening() {
      stopped = true;
    },
    async closeAll() {
      await Promise.all([...held].map((opened) => opened.handle.close()));
      held.clear();
      renderFiles.clear();
    },
  };
}
