import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

/** The parts of the Emscripten runtime this module uses; the package's typings leave them out. */
interface EmscriptenRuntime {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  HEAPF64: Float64Array;
  wasmExports: { malloc: (size: number) => number; free: (pointer: number) => void };
  addFunction: (fn: (...args: number[]) => number, signature: string) => number;
}

/**
 * The WebAssembly JavaScript API as far as it is used here: the server's TypeScript libraries
 * (ES2023 and Node) do not declare it.
 */
export interface CompiledPdfium {
  readonly __compiledWasmModule: unique symbol;
}
interface WasmInstance {
  exports: Record<string, unknown>;
}
type WasmImports = Record<string, Record<string, unknown>>;
interface WasmApi {
  compile(bytes: Uint8Array): Promise<CompiledPdfium>;
  instantiate(module: CompiledPdfium, imports: WasmImports): Promise<WasmInstance>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Reads `target.length` bytes at `position` into `target`; false when the file ends early. */
export type BlockReader = (position: number, target: Uint8Array) => boolean;

/**
 * One loaded PDFium WebAssembly instance. It is single-threaded and its heap never shrinks,
 * so each worker thread owns one and a worker is replaced rather than the heap reused after
 * a failure.
 */
export interface PdfiumEngine {
  readonly lib: WrappedPdfiumModule;
  /** Views on the current heap: fetch them again after any call that may allocate. */
  u8(): Uint8Array;
  i32(): Int32Array;
  u32(): Uint32Array;
  f32(): Float32Array;
  f64(): Float64Array;
  malloc(size: number): number;
  free(pointer: number): void;
  heapBytes(): number;
  /** True once the heap could not grow past its cap: results computed since may be incomplete. */
  readonly heapLimitHit: boolean;
  /** True after a trap (WebAssembly abort): the instance must not be used again. */
  readonly dead: boolean;
  markDead(): void;
  /** Registers a reader for FPDF_LoadCustomDocument; returns the m_Param value that selects it. */
  addReader(reader: BlockReader): number;
  removeReader(id: number): void;
  /** The table index of the one m_GetBlock callback every custom document uses. */
  readonly getBlockFunction: number;
  /** Last lines PDFium's runtime wanted to print, kept for error reports instead of the console. */
  readonly messages: readonly string[];
}

export interface PdfiumEngineOptions {
  /** A module compiled once (e.g. in the pool's thread) so each worker only instantiates it. */
  module?: CompiledPdfium;
  /** Cap on the WebAssembly heap; a 32-bit heap could otherwise grow to 4 GB per worker. */
  maxHeapBytes?: number;
}

const DEFAULT_MAX_HEAP_BYTES = 1024 * 1024 * 1024;

export async function compilePdfium(): Promise<CompiledPdfium> {
  const wasmPath = createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm');
  return wasmApi.compile(await readFile(wasmPath));
}

type ResizeHeap = (requestedBytes: number) => number | boolean;

export async function createPdfiumEngine(options: PdfiumEngineOptions = {}): Promise<PdfiumEngine> {
  const compiled = options.module ?? (await compilePdfium());
  const maxHeapBytes = options.maxHeapBytes ?? DEFAULT_MAX_HEAP_BYTES;
  const messages: string[] = [];
  const remember = (text: string) => {
    messages.push(text);
    if (messages.length > 20) messages.shift();
  };
  let heapLimitHit = false;
  let dead = false;

  const lib = await init({
    print: remember,
    printErr: remember,
    // Instantiating ourselves lets every worker share one compiled module and lets us put
    // a cap on heap growth: past the cap malloc fails inside PDFium, which either traps or
    // leaves something undrawn, and heapLimitHit tells the caller not to trust the page.
    instantiateWasm(imports: WasmImports, receive: (instance: WasmInstance) => void) {
      const env = imports.env ?? {};
      const resize = env.emscripten_resize_heap as ResizeHeap;
      env.emscripten_resize_heap = (requestedBytes: number) => {
        if (requestedBytes >>> 0 > maxHeapBytes) {
          heapLimitHit = true;
          return 0;
        }
        return resize(requestedBytes);
      };
      wasmApi.instantiate(compiled, imports).then(receive, (error: unknown) => {
        remember(String(error));
      });
      return {};
    },
    onAbort(reason: unknown) {
      dead = true;
      remember(`abort: ${String(reason)}`);
    },
  } as never);
  lib.PDFiumExt_Init();

  const runtime = lib.pdfium as unknown as EmscriptenRuntime;
  const readers = new Map<number, BlockReader>();
  let nextReaderId = 1;
  const getBlockFunction = runtime.addFunction((param, position, buffer, size) => {
    const reader = readers.get(param);
    if (!reader) return 0;
    return reader(position >>> 0, runtime.HEAPU8.subarray(buffer, buffer + (size >>> 0))) ? 1 : 0;
  }, 'iiiii');

  return {
    lib,
    u8: () => runtime.HEAPU8,
    i32: () => runtime.HEAP32,
    u32: () => runtime.HEAPU32,
    f32: () => runtime.HEAPF32,
    f64: () => runtime.HEAPF64,
    malloc: (size) => runtime.wasmExports.malloc(size),
    free: (pointer) => runtime.wasmExports.free(pointer),
    heapBytes: () => runtime.HEAPU8.length,
    get heapLimitHit() {
      return heapLimitHit;
    },
    get dead() {
      return dead;
    },
    markDead() {
      dead = true;
    },
    addReader(reader) {
      const id = nextReaderId++;
      readers.set(id, reader);
      return id;
    },
    removeReader(id) {
      readers.delete(id);
    },
    getBlockFunction,
    messages,
  };
}
