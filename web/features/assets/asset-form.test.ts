import { describe, expect, it } from 'vitest';
import { ASSET_MESSAGES, type AssetResponse } from '../../../common/contract/assets';
import {
  assetFormSchema,
  assetFormValues,
  saleBody,
  saleFormSchema,
  valuationFormSchema,
} from './asset-form';

const today = '2026-11-24';
const house = { acquiredOn: '2025-12-10', soldOn: null };

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the bem form', () => {
  it('reads the typed money and says each field’s problem in the server’s words', () => {
    const read = assetFormSchema.safeParse({
      name: ' Casa ',
      kind: 'imovel',
      acquiredOn: '2025-12-10',
      acquired: '450.000,00',
      notes: '',
    });
    expect(read.data).toEqual({
      name: 'Casa',
      kind: 'imovel',
      acquiredOn: '2025-12-10',
      acquired: 450000,
      notes: null,
    });
    const bad = assetFormSchema.safeParse({ ...assetFormValues(today), name: '', acquired: '' });
    expect(messages(bad)).toEqual({ name: ASSET_MESSAGES.name, acquired: ASSET_MESSAGES.acquiredMissing });
  });

  it('starts an edit from the bem, its price as typed text', () => {
    const asset = { name: 'Casa', kind: 'imovel', acquiredOn: '2025-12-10', acquired: 1234.5, notes: null };
    expect(assetFormValues(today, asset as AssetResponse)).toEqual({
      name: 'Casa',
      kind: 'imovel',
      acquiredOn: '2025-12-10',
      acquired: '1.234,50',
      notes: '',
    });
  });
});

describe('a valuation’s date', () => {
  const schema = valuationFormSchema(house, today);
  it('goes from the acquisition day to today', () => {
    expect(schema.safeParse({ date: '2025-12-10', value: '0' }).success).toBe(true);
    expect(schema.safeParse({ date: today, value: '500.000' }).data).toEqual({ date: today, value: 500000 });
    expect(messages(schema.safeParse({ date: '2025-12-09', value: '1' }))).toEqual({
      date: 'A avaliação deve ser na data da aquisição (10/12/2025) ou depois',
    });
    expect(messages(schema.safeParse({ date: '2026-11-25', value: '1' }))).toEqual({
      date: ASSET_MESSAGES.valuationFuture,
    });
    expect(messages(schema.safeParse({ date: today, value: '-1' }))).toEqual({
      value: ASSET_MESSAGES.negative,
    });
  });

  it('is before the sale', () => {
    const sold = valuationFormSchema({ ...house, soldOn: '2026-11-01' }, today);
    expect(sold.safeParse({ date: '2026-10-31', value: '1' }).success).toBe(true);
    expect(messages(sold.safeParse({ date: '2026-11-01', value: '1' }))).toEqual({
      date: 'O bem foi vendido em 01/11/2026: a avaliação deve ser antes dessa data',
    });
  });
});

describe('the sale', () => {
  const schema = saleFormSchema(house, today);
  it('is after the acquisition day and not after today, for zero or more', () => {
    expect(schema.safeParse({ soldOn: '2025-12-11', sold: '0' }).data).toEqual({
      soldOn: '2025-12-11',
      sold: 0,
    });
    expect(messages(schema.safeParse({ soldOn: '2025-12-10', sold: '1' }))).toEqual({
      soldOn: ASSET_MESSAGES.saleBefore,
    });
    expect(messages(schema.safeParse({ soldOn: '2026-11-25', sold: '1' }))).toEqual({
      soldOn: ASSET_MESSAGES.saleFuture,
    });
    expect(messages(schema.safeParse({ soldOn: today, sold: '' }))).toEqual({
      sold: ASSET_MESSAGES.saleValueMissing,
    });
  });

  it('is sent with the rest of the bem as it is', () => {
    const asset = {
      id: 7,
      name: 'Carro',
      kind: 'veiculo',
      acquiredOn: '2026-02-15',
      acquired: 80000,
      notes: 'Prata',
    } as AssetResponse;
    expect(saleBody(asset, { soldOn: today, sold: 70000 })).toEqual({
      id: 7,
      name: 'Carro',
      kind: 'veiculo',
      acquiredOn: '2026-02-15',
      acquired: 80000,
      notes: 'Prata',
      soldOn: today,
      sold: 70000,
    });
  });
});
