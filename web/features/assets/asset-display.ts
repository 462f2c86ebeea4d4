import type { AssetResponse } from '../../../common/contract/assets';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

/** The bens still owned, and the sold ones apart (the page shows them folded). */
export function splitAssets(assets: readonly AssetResponse[]) {
  return {
    owned: assets.filter((a) => a.soldOn === null),
    sold: assets.filter((a) => a.soldOn !== null),
  };
}

/** '1 bem', '3 bens'. */
export const countText = (n: number) => (n === 1 ? '1 bem' : `${n} bens`);

/** Where today's value comes from: the valuation's day, or the price when none was typed yet. */
export function valueSource(asset: Pick<AssetResponse, 'valuedOn'>): string {
  return asset.valuedOn ? `Avaliado em ${formatDateBR(asset.valuedOn)}` : 'Valor de compra (sem avaliação)';
}

/**
 * The change since bought, with its sign, and its share of what was paid for a line of its own (a card is narrow):
 * { amount: '+R$ 50.000,00', share: '+11,1%' }; 'Sem variação' and no share when there is none.
 */
export function changeText(asset: Pick<AssetResponse, 'change' | 'acquired'>): {
  amount: string;
  share: string;
} {
  if (asset.change === 0) return { amount: 'Sem variação', share: '' };
  const sign = asset.change > 0 ? '+' : '-';
  const percent = Math.abs((asset.change / asset.acquired) * 100);
  const share = percent.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return { amount: `${sign}${formatReais(Math.abs(asset.change))}`, share: `${sign}${share}%` };
}

/** 'Vendido em 20/10/2026': above the sale's price. */
export const soldLabel = (soldOn: string) => `Vendido em ${formatDateBR(soldOn)}`;

/** What the confirmation says: the bem goes with its valuations; no account moves. */
export function deleteAssetMessage(asset: Pick<AssetResponse, 'name' | 'valuations'>): string {
  const n = asset.valuations.length;
  const history = n === 0 ? '' : n === 1 ? ' e a sua avaliação' : ` e as suas ${n} avaliações`;
  return `Excluir “${asset.name}”${history}? Ele deixa de contar no patrimônio, inclusive nos meses passados. Nenhuma conta é alterada.`;
}
