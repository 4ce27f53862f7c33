import yauzl from 'yauzl';

/**
 * What an office package (.docx, .xlsx, .pptx, OpenDocument: zips) may unpack to before it is
 * handed to the converter: a zip bomb is refused before LibreOffice inflates it (decision 0132).
 * A real 300-page report with photos unpacks to tens of MB; the memory limit stops what the
 * declared sizes hide.
 */
export const OFFICE_PACKAGE_LIMITS = {
  /** All entries together, as the zip's directory declares them. */
  maxUnpackedBytes: 512 * 1024 * 1024,
  /** One entry may unpack to at most this many times its packed size (text compresses ~10×). */
  maxCompressionRatio: 200,
  /** Entries smaller than this are not held to the ratio: a page of spaces compresses far. */
  ratioExemptBytes: 1024 * 1024,
  maxEntries: 20_000,
};

/**
 * Whether the package at `file` stays within the limits, by its directory only (nothing is
 * inflated). A file that is no zip at all (an old binary .doc) passes: it has nothing to unpack.
 */
export function officePackageFits(file: string, limits = OFFICE_PACKAGE_LIMITS): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return resolve(true);
      let total = 0;
      let entries = 0;
      const finish = (fits: boolean) => {
        zip.close();
        resolve(fits);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        const ratioTooHigh =
          entry.uncompressedSize > limits.ratioExemptBytes &&
          entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.maxCompressionRatio;
        if (ratioTooHigh || total > limits.maxUnpackedBytes || entries > limits.maxEntries)
          return finish(false);
        zip.readEntry();
      });
      zip.on('end', () => resolve(true));
      zip.on('error', () => resolve(true));
      zip.readEntry();
    });
  });
}
