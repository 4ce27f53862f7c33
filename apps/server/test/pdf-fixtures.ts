/**
 * PDFs the browser tests upload that pdf-lib cannot make, from the analysis' own fixtures: the
 * browser tests may import the server's test helpers (this folder), not its source.
 */
export { encryptPdf } from '../src/features/uploads/analysis/test-fixtures';
