/**
 * Reading a Pix QR code or a boleto's bar code (ITF, interleaved 2 of 5) from a camera frame or a picture: the
 * browser's own BarcodeDetector when it reads both, else the barcode-detector ponyfill (zxing-wasm), loaded only
 * when a scan starts. Its WebAssembly is a file of this app (Vite's ?url), never a CDN's: the page's CSP allows
 * compiling it ('wasm-unsafe-eval') and nothing else.
 */

const FORMATS = ['qr_code', 'itf'];

export interface CodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let loading: Promise<CodeDetector> | null = null;

async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return FORMATS.every((f) => supported.includes(f)) ? new Native({ formats: FORMATS }) : null;
  } catch {
    return null;
  }
}

async function ponyfillDetector(): Promise<CodeDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code', 'itf'] });
}

/** The detector, made once per page: the ponyfill's module is ~1 MB of WebAssembly. */
export function loadCodeDetector(): Promise<CodeDetector> {
  loading ??= (async () => (await nativeDetector()) ?? ponyfillDetector())().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The first code read in a picture (a photo of a QR or a boleto, from the gallery), or null. */
export async function readCodeInImage(file: Blob): Promise<string | null> {
  const detector = await loadCodeDetector();
  const bitmap = await createImageBitmap(file);
  try {
    const found = await detector.detect(bitmap);
    return found[0]?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
