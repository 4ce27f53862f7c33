import type { DetectedFileType } from '@portal/shared/schemas/analysis';
import yauzl from 'yauzl';
import {
  type FileStorage,
  type RandomAccessFile,
  StoredFileMissingError,
} from '../../../platform/storage/file-storage';
import { openLocalFile } from '../../../platform/storage/local-file-storage';

/** Acrobat accepts a header anywhere in the first KiB; some producers put junk before it. */
const PDF_HEADER_WINDOW = 1024;
/** Enough entries to find an office package's marker without walking a huge archive. */
const MAX_ZIP_ENTRIES_INSPECTED = 2000;

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** What the file is by its first bytes; the name and extension a customer gave it do not count. */
export async function sniffFileType(path: string): Promise<DetectedFileType> {
  const file = await openLocalFile(path);
  try {
    return await typeOf(
      file.size,
      (length) => file.read(0, length),
      async () => isOfficePackage(file),
    );
  } finally {
    await file.close();
  }
}

/**
 * The same of a stored file, read where it is: its first KiB by one ranged read, and only for a
 * zip its directory through random access.
 */
export async function sniffStoredFileType(storage: FileStorage, key: string): Promise<DetectedFileType> {
  const size = await storage.size(key);
  if (size === null) throw new StoredFileMissingError(key);
  const head = async (length: number) => {
    const parts: Buffer[] = [];
    for await (const part of await storage.read(key, { start: 0, end: length - 1 }))
      parts.push(part as Buffer);
    return Buffer.concat(parts);
  };
  return typeOf(size, head, async () => {
    const file = await storage.openRandomAccess(key);
    try {
      return await isOfficePackage(file);
    } finally {
      await file.close();
    }
  });
}

async function typeOf(
  size: number,
  headOf: (length: number) => Promise<Buffer>,
  isOffice: () => Promise<boolean>,
): Promise<DetectedFileType> {
  if (size === 0) return 'empty';
  const head = await headOf(Math.min(size, PDF_HEADER_WINDOW));
  // A zip first: one that stores its PDFs uncompressed shows '%PDF-' within its first KiB too.
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06))
    return (await isOffice()) ? 'officeDocument' : 'zip';
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(head, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // Classic TIFF in either byte order; BigTIFF (43) is left to sharp as well.
  if (startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (startsWith(head, 0x49, 0x49, 0x2b, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2b)) return 'tiff';
  // Old binary Word/Excel/PowerPoint (OLE compound file).
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'officeDocument';
  return 'unknown';
}

/** yauzl reading the zip's directory through an opened file: a local one or stored blocks. */
class OpenedFileReader extends yauzl.RandomAccessReader {
  constructor(private readonly file: RandomAccessFile) {
    super();
  }
  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    this.file.read(position, length).then(
      (bytes) => {
        if (bytes.length < length) return callback(new Error('unexpected end of file'));
        bytes.copy(buffer, offset);
        callback(null);
      },
      (error: Error) => callback(error),
    );
  }
}

/** .docx/.xlsx/.pptx carry [Content_Types].xml, OpenDocument files a mimetype entry. */
function isOfficePackage(file: RandomAccessFile): Promise<boolean> {
  return new Promise((resolve) => {
    const options = { lazyEntries: true, autoClose: true };
    yauzl.fromRandomAccessReader(new OpenedFileReader(file), file.size, options, (error, zip) => {
      if (error || !zip) return resolve(false);
      let inspected = 0;
      const finish = (answer: boolean) => {
        zip.close();
        resolve(answer);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === '[Content_Types].xml' || entry.fileName === 'mimetype') return finish(true);
        if (++inspected >= MAX_ZIP_ENTRIES_INSPECTED) return finish(false);
        zip.readEntry();
      });
      zip.on('end', () => resolve(false));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
