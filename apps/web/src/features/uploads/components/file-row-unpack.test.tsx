import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import { storedEntry } from '../stores/upload-store';
import { FileList } from './file-list';

beforeAll(async () => {
  await initTestI18n();
});

const keptZip = uploadedFile('archief.zip', {
  status: 'READY_NOT_ANALYZED',
  fileType: 'zip',
  reason: 'unsupportedType',
});

const letter = uploadedFile('brief.pdf', { status: 'READY', fileType: 'pdf' });

/** The file list of `files`, with only unpacking wired. */
function listOf(
  files: readonly UploadedFile[],
  unpacking: ReadonlySet<string> | undefined,
  onUnpack: (id: string) => void = vi.fn(),
) {
  return (
    <FileList
      entries={files.map(storedEntry)}
      selected={new Set()}
      onSelect={vi.fn()}
      onSelectAll={vi.fn()}
      onRemove={vi.fn()}
      onRemoveSelected={vi.fn()}
      onAddFiles={vi.fn()}
      onUnpack={onUnpack}
      unpacking={unpacking}
    />
  );
}

function renderList(
  options: {
    files?: ReturnType<typeof uploadedFile>[];
    unpacking?: ReadonlySet<string>;
    onUnpack?: (id: string) => void;
  } = {},
) {
  const files = options.files ?? [
    keptZip,
    letter,
    uploadedFile('nog-bezig.zip', { status: 'ANALYZING', fileType: 'zip' }),
  ];
  return renderWithApp(listOf(files, options.unpacking, options.onUnpack));
}

describe("'Uitpakken' in the file list (decision 0036)", () => {
  it('is offered for a zip kept whole, once its analysis has ended, and nowhere else', async () => {
    const onUnpack = vi.fn();
    renderList({ onUnpack });
    const button = await screen.findByRole('button', { name: 'archief.zip uitpakken' });
    expect(button.textContent).toBe('Uitpakken');
    expect(screen.getAllByRole('button', { name: /uitpakken$/ })).toHaveLength(1);
    fireEvent.click(button);
    expect(onUnpack).toHaveBeenCalledWith(keptZip.uuid);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says that it is unpacking and ignores another press meanwhile', async () => {
    const onUnpack = vi.fn();
    renderList({ onUnpack, unpacking: new Set([keptZip.uuid]) });
    const button = await screen.findByRole('button', { name: 'archief.zip wordt uitgepakt…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onUnpack).not.toHaveBeenCalled();
  });

  it('gives the keyboard focus to the first unpacked file when the zip’s row makes way for them', async () => {
    let show: (files: UploadedFile[]) => void = () => {};
    function Harness() {
      const [files, setFiles] = useState<UploadedFile[]>([letter, keptZip]);
      show = setFiles;
      return listOf(files, unpacking);
    }
    const unpacking = new Set([keptZip.uuid]);
    renderWithApp(<Harness />);
    (await screen.findByRole('button', { name: 'archief.zip wordt uitgepakt…' })).focus();
    act(() => show([letter, uploadedFile('een.pdf'), uploadedFile('twee.pdf')]));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'een.pdf selecteren' }));
  });
});
