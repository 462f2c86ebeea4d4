import { ASSET_KIND_LABELS, type AssetKind, type AssetResponse } from '../../../common/contract/assets';
import { centsToReais } from '../../../common/money';
import type { AssetRow, ValuationRow } from './repository';
import { assetValuesOn } from './value';

/** The rows of each bem's valuations, by bem id, in the repository's date order. */
export function valuationsByAsset(rows: readonly ValuationRow[]): Map<number, ValuationRow[]> {
  const out = new Map<number, ValuationRow[]>();
  for (const row of rows) {
    const id = Number(row.assetId);
    const list = out.get(id);
    if (list) list.push(row);
    else out.set(id, [row]);
  }
  return out;
}

/** A bem as the API answers it, valued today (`valuations` sorted by date). */
export function presentAsset(
  row: AssetRow,
  valuations: readonly ValuationRow[],
  today: string,
): AssetResponse {
  const [now] = assetValuesOn(row, valuations, [today]);
  const valueCents = now?.cents ?? 0;
  const endCents = row.soldCents ?? valueCents;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AssetKind,
    kindLabel: ASSET_KIND_LABELS[row.kind as AssetKind] ?? row.kind,
    notes: row.notes,
    acquiredOn: row.acquiredOn,
    acquired: centsToReais(row.acquiredCents),
    soldOn: row.soldOn,
    sold: row.soldCents === null ? null : centsToReais(row.soldCents),
    valueToday: centsToReais(valueCents),
    valuedOn: now?.valuedOn ?? null,
    change: centsToReais(endCents - row.acquiredCents),
    valuations: valuations
      .map((v) => ({ id: v.id, date: v.date, value: centsToReais(v.valueCents) }))
      .reverse(),
  };
}
