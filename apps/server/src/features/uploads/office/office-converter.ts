import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROFILE_SETTINGS } from './office-profile';

/** Why a document did not become a PDF (the file's READY_NOT_ANALYZED reason). */
export type ConversionFailure = 'conversionUnavailable' | 'conversionFailed' | 'conversionTimeLimit';

export type ConversionOutcome =
  | { ok: true; pdfPath: string; ms: number }
  | { ok: false; reason: ConversionFailure; detail: string };

export type OfficeConverterOptions = {
  /** The soffice program (LibreOffice); null: no conversion on this server. */
  binary: string | null;
  /** prlimit, which caps the converter's address space before it starts (util-linux). */
  prlimit?: string;
  /** Longest a conversion may take; past it its whole process group is killed. */
  timeoutMs: number;
  /** Address space the converter may use, in MB. */
  memoryMb: number;
  /** Conversions at once: each has a LibreOffice profile of its own (one profile, one process). */
  slots: number;
  /** Where profiles and work folders go; emptied of earlier runs' work folders on first use. */
  workRoot: string;
};

/** Extensions LibreOffice is given the document under, so that it picks the right import filter. */
export const OFFICE_EXTENSIONS = [
  'docx',
  'doc',
  'odt',
  'rtf',
  'xlsx',
  'xls',
  'ods',
  'pptx',
  'ppt',
  'odp',
] as const;

/** At most this much of the converter's output is kept for the log. */
const OUTPUT_KEPT = 4096;

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Office documents to PDF with LibreOffice in headless mode (issue 32 point 2, decision 0132),
 * each conversion a child process of its own: its own process group (a timeout kills soffice
 * and everything it started), an address-space limit set by prlimit before it starts, a
 * profile of its own per slot with macros, link updates and the network switched off, and at
 * most `slots` at once; a caller beyond that waits for a slot. Never on a request thread: the
 * uploads' conversion job calls it.
 */
export function createOfficeConverter(options: OfficeConverterOptions) {
  const prlimit = options.prlimit ?? '/usr/bin/prlimit';
  const free = Array.from({ length: Math.max(1, options.slots) }, (_, slot) => slot);
  const waiting: ((slot: number) => void)[] = [];
  let availability: Promise<string | null> | undefined;

  const takeSlot = () =>
    new Promise<number>((resolve) => {
      const slot = free.shift();
      if (slot === undefined) waiting.push(resolve);
      else resolve(slot);
    });
  const giveBack = (slot: number) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  /** Null when conversion works here, else why not (checked once: installing needs a restart). */
  function unavailable(): Promise<string | null> {
    availability ??= (async () => {
      if (!options.binary) return 'no converter configured (OFFICE_CONVERTER)';
      if (!(await executable(options.binary))) return `${options.binary} is not installed`;
      if (!(await executable(prlimit))) return `${prlimit} is not installed (util-linux)`;
      await rm(path.join(options.workRoot, 'work'), { recursive: true, force: true });
      return null;
    })();
    return availability;
  }

  const profileOf = (slot: number) => path.join(options.workRoot, 'profiles', String(slot));

  /** A slot's profile, made once with the settings that keep a document from reaching out. */
  async function prepareProfile(slot: number): Promise<string> {
    const profile = profileOf(slot);
    const settings = path.join(profile, 'user', 'registrymodifications.xcu');
    if (!(await stat(settings).catch(() => null))) {
      await mkdir(path.dirname(settings), { recursive: true });
      await writeFile(settings, PROFILE_SETTINGS);
    }
    return profile;
  }

  function run(
    args: string[],
    cwd: string,
    home: string,
  ): Promise<{ code: number | null; signal: string | null; output: string; timedOut: boolean }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        prlimit,
        [`--as=${options.memoryMb * 1024 * 1024}`, '--', options.binary as string, ...args],
        {
          cwd,
          // A group of its own: soffice starts soffice.bin, and the timeout must stop both.
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          // Nothing of the server's environment (secrets, proxies) reaches the converter.
          env: {
            PATH: '/usr/local/bin:/usr/bin:/bin',
            HOME: home,
            LANG: 'C.UTF-8',
            SAL_USE_VCLPLUGIN: 'svp',
          },
        },
      );
      let output = '';
      const keep = (part: Buffer) => {
        if (output.length < OUTPUT_KEPT)
          output += part.toString('utf8').slice(0, OUTPUT_KEPT - output.length);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, options.timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        // Whatever soffice left running in its group goes too.
        killGroup(child.pid);
        resolve({ code, signal, output, timedOut });
      });
    });
  }

  return {
    unavailable,

    /**
     * Converts the document at `input` (named by the customer `fileName`, whose extension tells
     * LibreOffice the format) to a PDF in a work folder of its own. The caller reads the PDF and
     * then calls `release` with the outcome's path; a failure leaves nothing behind.
     */
    async convert(input: string, fileName: string): Promise<ConversionOutcome> {
      const reason = await unavailable();
      if (reason) return { ok: false, reason: 'conversionUnavailable', detail: reason };
      const slot = await takeSlot();
      const started = performance.now();
      await mkdir(path.join(options.workRoot, 'work'), { recursive: true });
      const work = await mkdtemp(path.join(options.workRoot, 'work', 'job-'));
      let keepWork = false;
      try {
        const profile = await prepareProfile(slot);
        const extension = path.extname(fileName).slice(1).toLowerCase();
        const known = (OFFICE_EXTENSIONS as readonly string[]).includes(extension);
        const document = path.join(work, known ? `document.${extension}` : 'document');
        // A link, not a copy: the stored file (or storage's local copy) is read where it is.
        await symlink(path.resolve(input), document);
        const outDir = path.join(work, 'out');
        const result = await run(
          [
            `-env:UserInstallation=${pathToFileURL(profile).href}`,
            '--headless',
            '--invisible',
            '--nologo',
            '--nodefault',
            '--nolockcheck',
            '--norestore',
            '--convert-to',
            'pdf',
            '--outdir',
            outDir,
            document,
          ],
          work,
          work,
        );
        const ms = performance.now() - started;
        if (result.timedOut) {
          // A killed soffice may leave its profile locked or half written: the next one starts afresh.
          await rm(profile, { recursive: true, force: true });
          return {
            ok: false,
            reason: 'conversionTimeLimit',
            detail: `stopped after ${options.timeoutMs} ms`,
          };
        }
        const pdfPath = path.join(outDir, 'document.pdf');
        const made = await stat(pdfPath).catch(() => null);
        if (result.code !== 0 || !made || made.size === 0) {
          if (result.signal) await rm(profile, { recursive: true, force: true });
          const how = result.signal ? `signal ${result.signal}` : `exit ${result.code}`;
          return { ok: false, reason: 'conversionFailed', detail: `${how}: ${result.output.trim()}` };
        }
        keepWork = true;
        return { ok: true, pdfPath, ms };
      } catch (error) {
        return { ok: false, reason: 'conversionFailed', detail: String(error) };
      } finally {
        if (!keepWork) await rm(work, { recursive: true, force: true });
        giveBack(slot);
      }
    },

    /** Removes a converted PDF's work folder once the PDF has been stored. */
    async release(pdfPath: string): Promise<void> {
      await rm(path.dirname(path.dirname(pdfPath)), { recursive: true, force: true });
    },
  };
}
export type OfficeConverter = ReturnType<typeof createOfficeConverter>;

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}
