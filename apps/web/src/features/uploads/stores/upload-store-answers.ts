import type { AddedFilestoreFiles } from '@portal/shared/schemas/filestore';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { ApiRequestError } from '../../../lib/api-client';
import { addFilestoreFiles } from '../api/add-filestore-files';
import { finaliseUpload } from '../api/finalise-upload';
import { fetchUploadedFiles, updateUploadedFiles } from '../api/list-uploaded-files';
import { removeUploadedFile } from '../api/remove-uploaded-file';
import { unpackUploadedFile } from '../api/unpack-uploaded-file';
import type { UploadedChunks } from '../api/upload-chunks';
import { isDuplicateError } from '../utils/upload-rules';
import type { UploadStoreCore } from './upload-store-types';

// The upload store's work on the server's answers: a finalise, 'Uitpakken', files from the file
// store and files the session lost. The store (upload-store.ts) loads this module with the first
// of them, so the home page's first JavaScript does without it (decision 0038). `started` is the
// store's generation when the work began: an answer for a list emptied meanwhile is dropped.

/**
 * Finalise refusals whose server message tells the customer what to do (a full quota, a full
 * file list, a zip bomb).
 */
const EXPLAINED_REFUSALS = new Set(['STORAGE_QUOTA_REACHED', 'SESSION_FILES_LIMIT_REACHED', 'ZIP_REFUSED']);

/** All chunks of `key` arrived: the server joins them, and its files take the entry's place. */
export async function finalise(
  core: UploadStoreCore,
  job: { key: string; name: string; chunks: UploadedChunks; id: string; started: number },
): Promise<void> {
  const { key, name, chunks, id, started } = job;
  try {
    const answer = await finaliseUpload(id, {
      identifier: chunks.identifier,
      name: chunks.name,
      relativePath: chunks.relativePath,
      chunkCount: chunks.chunkCount,
      unzip: core.options.unzip,
      analyse: core.options.analyse,
      position: core.positions.get(key),
    });
    if (started !== core.generation) return;
    const index = core.state.order.indexOf(key);
    if (!core.findPending(key) || index === -1) {
      // Removed while the server was still joining it: remove what it made.
      for (const file of answer.files) void removeUploadedFile(id, file.uuid).catch(() => {});
      return;
    }
    const known = new Set(core.storedFiles().map((file) => file.uuid));
    const added = answer.files.filter((file) => !known.has(file.uuid));
    updateUploadedFiles(core.queryClient, id, (files) => [...files, ...added]);
    core.positions.delete(key);
    const pending = core.state.pending.filter((entry) => entry.id !== key);
    core.set({
      pending,
      batch: core.batchAfter(pending),
      order: [
        ...core.state.order.slice(0, index),
        ...added.map((file) => file.uuid),
        ...core.state.order.slice(index + 1),
      ],
      selected: core.unselect([key]),
    });
    if (answer.skipped.length > 0) core.notify({ kind: 'skipped', entries: answer.skipped });
    for (const file of answer.files) core.warnLowDpi(file);
  } catch (error) {
    if (started !== core.generation || !core.findPending(key)) return;
    core.dropPending([key]);
    if (error instanceof ApiRequestError && isDuplicateError({ code: error.code, message: error.message }))
      core.notify({ kind: 'duplicate', names: [name] });
    // Refusals the customer can act on say why, in a dialog that stays until it is read.
    else if (error instanceof ApiRequestError && EXPLAINED_REFUSALS.has(error.code))
      core.notify({ kind: 'problem', name, message: error.message });
    else if (error instanceof ApiRequestError)
      core.notify({ kind: 'finaliseFailed', name, status: error.status });
    else core.notify({ kind: 'problem', name, message: core.problemText(error) });
  }
}

/** The zip's files take its place, in the server's list and in this browser's order. */
function replaceZip(core: UploadStoreCore, id: string, zipId: string, files: readonly UploadedFile[]): void {
  updateUploadedFiles(core.queryClient, id, (current) => {
    const others = current.filter((file) => !files.some((added) => added.uuid === file.uuid));
    const at = others.findIndex((file) => file.uuid === zipId);
    if (at === -1) return [...others, ...files];
    return [...others.slice(0, at), ...files, ...others.slice(at + 1)];
  });
  const order = core.state.order;
  const at = order.indexOf(zipId);
  core.set({
    order:
      at === -1 ? order : [...order.slice(0, at), ...files.map((file) => file.uuid), ...order.slice(at + 1)],
    selected: core.unselect([zipId]),
  });
}

/**
 * 'Uitpakken' of a zip kept whole (decision 0036): its files take its place. A refusal throws;
 * the store tells of it and ends the zip's 'unpacking'.
 */
export async function unpack(
  core: UploadStoreCore,
  job: { id: string; zip: UploadedFile; started: number },
): Promise<void> {
  const { id, zip, started } = job;
  const answer = await unpackUploadedFile(id, zip.uuid);
  if (started !== core.generation) return;
  if (answer.files.length > 0) replaceZip(core, id, zip.uuid, answer.files);
  if (answer.skipped.length > 0) core.notify({ kind: 'skipped', entries: answer.skipped });
  else if (answer.files.length === 0)
    core.notify({ kind: 'unpackFailed', name: zip.fileName, message: null, empty: true });
}

/**
 * 'Selecteer uit bestandsopslag' (decision 0125): the chosen files join the end of the list,
 * analysed, and are selected; those the list holds already are named in a notice. A refusal
 * throws (ApiRequestError) and adds none.
 */
export async function addFromFilestore(
  core: UploadStoreCore,
  job: { id: string; fileIds: string[]; started: number },
): Promise<AddedFilestoreFiles> {
  const { id, fileIds, started } = job;
  const answer = await addFilestoreFiles(id, fileIds);
  if (started !== core.generation) return answer;
  const known = new Set(core.storedFiles().map((file) => file.uuid));
  const added = answer.files.filter((file) => !known.has(file.uuid));
  updateUploadedFiles(core.queryClient, id, (files) => [...files, ...added]);
  core.set({
    order: [...core.state.order, ...added.map((file) => file.uuid)],
    selected: added.length > 0 ? new Set(added.map((file) => file.uuid)) : core.state.selected,
  });
  if (answer.alreadyPresent.length > 0)
    core.notify({ kind: 'filestorePresent', names: answer.alreadyPresent.map((file) => file.name) });
  for (const file of added) core.warnLowDpi(file);
  return answer;
}

/**
 * The same session can lose files while this page is open: a call of this login without the
 * upload-session cookie (cleared cookies, a restarted browser) ends the session and takes it up
 * again with only its cart (decision 0066). The stored files the server no longer lists leave
 * the list with a notice, so that nobody acts on a file that is gone. Only files the list held
 * before asking can go: one finalised meanwhile may be missing from the answer.
 */
export async function dropFilesGone(core: UploadStoreCore, filesSession: string): Promise<void> {
  const asked = new Set(core.storedFiles().map((file) => file.uuid));
  if (asked.size === 0) return;
  const started = core.generation;
  const listed = new Set((await fetchUploadedFiles(filesSession)).map((file) => file.uuid));
  if (started !== core.generation || core.sessionId() !== filesSession) return;
  const gone = core.storedFiles().filter((file) => asked.has(file.uuid) && !listed.has(file.uuid));
  if (gone.length === 0) return;
  const ids = gone.map((file) => file.uuid);
  updateUploadedFiles(core.queryClient, filesSession, (files) =>
    files.filter((file) => !ids.includes(file.uuid)),
  );
  core.set({ order: core.state.order.filter((id) => !ids.includes(id)), selected: core.unselect(ids) });
  // A file removed here whose undo is still open was going anyway.
  const names = gone.filter((file) => !core.state.hidden.has(file.uuid)).map((file) => file.fileName);
  if (names.length > 0) core.notify({ kind: 'filesGone', names });
}
