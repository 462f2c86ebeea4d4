// How many readings run: one per person at a time (a second one while the first runs is refused), and a few per
// process (the OCR takes a core while it reads); a reading beyond them waits its turn in a short queue, and beyond
// the queue is refused. The bound itself is the one of every person's heavy work (shared/person-gate.ts).
import { RECEIPT_MESSAGES } from '../../../../common/contract/capture';
import type { SharedSlots } from '../../../db/shared-slots';
import { createPersonGate } from '../../shared/person-gate';

const GATE_LIMITS = { concurrent: 2, queued: 6 };

export function readingGate(
  limits: { concurrent: number; queued: number } = GATE_LIMITS,
  slots?: SharedSlots,
) {
  return createPersonGate({
    ...limits,
    shared: { slots, name: 'receipt-reading' },
    refusals: { ownRunning: RECEIPT_MESSAGES.busy, busy: RECEIPT_MESSAGES.crowded, retryAfterSeconds: 5 },
  });
}
