import { describe, expect, it } from 'vitest';
import type { AssetResponse } from '../../../common/contract/assets';
import {
  changeText,
  countText,
  deleteAssetMessage,
  soldLabel,
  splitAssets,
  valueSource,
} from './asset-display';

const house: AssetResponse = {
  id: 1,
  name: 'Apartamento',
  kind: 'imovel',
  kindLabel: 'Imóvel',
  notes: null,
  acquiredOn: '2025-12-10',
  acquired: 450000,
  soldOn: null,
  sold: null,
  valueToday: 500000,
  valuedOn: '2026-06-30',
  change: 50000,
  valuations: [
    { id: 2, date: '2026-06-30', value: 500000 },
    { id: 1, date: '2025-12-31', value: 480000 },
  ],
};
const car: AssetResponse = {
  ...house,
  id: 2,
  name: 'Carro',
  kind: 'veiculo',
  acquired: 80000,
  soldOn: '2026-10-20',
  sold: 70000,
  valueToday: 0,
  valuedOn: null,
  change: -10000,
  valuations: [],
};

describe('the bens on screen', () => {
  it('keeps the sold ones apart', () => {
    expect(splitAssets([house, car])).toEqual({ owned: [house], sold: [car] });
    expect([countText(1), countText(3)]).toEqual(['1 bem', '3 bens']);
  });

  it('says where today’s value comes from', () => {
    expect(valueSource(house)).toBe('Avaliado em 30/06/2026');
    expect(valueSource({ valuedOn: null })).toBe('Valor de compra (sem avaliação)');
  });

  it('writes the change with its sign and its share of the price', () => {
    // 50.000 / 450.000 = 11,11…%; -10.000 / 80.000 = -12,5%.
    expect(changeText(house)).toEqual({ amount: '+R$ 50.000,00', share: '+11,1%' });
    expect(changeText(car)).toEqual({ amount: '-R$ 10.000,00', share: '-12,5%' });
    expect(changeText({ change: 0, acquired: 1 })).toEqual({ amount: 'Sem variação', share: '' });
  });

  it('says the sale and what a deletion takes', () => {
    expect(soldLabel('2026-10-20')).toBe('Vendido em 20/10/2026');
    expect(deleteAssetMessage(house)).toBe(
      'Excluir “Apartamento” e as suas 2 avaliações? Ele deixa de contar no patrimônio, inclusive nos meses passados. Nenhuma conta é alterada.',
    );
    expect(deleteAssetMessage(car)).toContain('Excluir “Carro”? Ele deixa');
  });
});
