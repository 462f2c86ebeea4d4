import { describe, expect, it } from 'vitest';
import type { PreviewRow } from '../statement-summary';
import { hintRows } from './hints';

const row = (over: Partial<PreviewRow>): PreviewRow => ({
  line: 2,
  date: '2026-10-12',
  description: 'AMAZON.COM',
  type: 'DESPESA',
  amountCents: 52_460,
  status: 'CLEARED',
  duplicate: false,
  position: 0,
  ...over,
});

describe('the hints asked of a preview', () => {
  it("send a line's amount abroad, so a purchase typed and estimated at the PTAX is found by it", () => {
    // An OFX's ORIGCURRENCY: R$ 524,60 charged for US$ 95,00.
    const { lines, body } = hintRows([
      row({ foreign: { amount: 9_500, currency: 'USD' } }),
      row({ line: 3, description: 'PADARIA', amountCents: 1_250 }),
      row({ line: 4, type: 'TRANSFER', description: 'PIX' }),
    ]);
    expect(lines).toEqual([2, 3]);
    expect(body).toEqual([
      {
        date: '2026-10-12',
        description: 'AMAZON.COM',
        type: 'DESPESA',
        amount: 524.6,
        foreign: { amount: 95, currency: 'USD' },
      },
      { date: '2026-10-12', description: 'PADARIA', type: 'DESPESA', amount: 12.5 },
    ]);
  });
});
