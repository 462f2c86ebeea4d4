import type { CaptureNote } from './captured-marks';

/** The note under a field holding a value read ('lido do código', 'lido do comprovante'), or nothing. */
export function captureHint(note: CaptureNote | null) {
  return note ? <span className="text-sky-800 dark:text-sky-300">{note}</span> : undefined;
}
