import {
  ASSET_KINDS,
  ASSET_MESSAGES,
  type AssetKind,
  type AssetResponse,
  assetBody,
  saleValueSchema,
  valuationValueSchema,
} from '../../../common/contract/assets';
import { fromText, isoDateSchema, moneyTextReading, z } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';

/**
 * The bens' forms: each field read by the contract's own schema, so every message is the server's, plus the
 * checks the server makes against today and the bem's own dates, said before sending.
 */

/** A money input's text ('1.500,75') read by a contract's amount schema. */
const money = <T extends z.ZodType>(schema: T) => moneyTextReading.pipe(schema);

export const assetFormSchema = z.object({
  name: fromText(assetBody.shape.name),
  kind: z.enum(ASSET_KINDS),
  acquiredOn: fromText(isoDateSchema),
  acquired: money(assetBody.shape.acquired),
  notes: fromText(assetBody.shape.notes),
});
export type AssetFormValues = z.input<typeof assetFormSchema>;
export type AssetFormOutput = z.output<typeof assetFormSchema>;

const reaisText = (reais: number) => centsToInputText(reaisToCents(reais));

/** A new bem's form: an imóvel bought today, or the bem's own values for an edit. */
export function assetFormValues(today: string, asset?: AssetResponse): AssetFormValues {
  if (!asset)
    return { name: '', kind: 'imovel' satisfies AssetKind, acquiredOn: today, acquired: '', notes: '' };
  return {
    name: asset.name,
    kind: asset.kind,
    acquiredOn: asset.acquiredOn,
    acquired: reaisText(asset.acquired),
    notes: asset.notes ?? '',
  };
}

/** A valuation's date: from the acquisition to today, and before the sale. */
export function valuationFormSchema(asset: Pick<AssetResponse, 'acquiredOn' | 'soldOn'>, today: string) {
  return z
    .object({ date: fromText(isoDateSchema), value: money(valuationValueSchema) })
    .superRefine(({ date }, ctx) => {
      const problem =
        date < asset.acquiredOn
          ? ASSET_MESSAGES.valuationBefore(asset.acquiredOn)
          : date > today
            ? ASSET_MESSAGES.valuationFuture
            : asset.soldOn !== null && date >= asset.soldOn
              ? ASSET_MESSAGES.valuationAfterSale(asset.soldOn)
              : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
    });
}

/**
 * The sale's date: after the acquisition and not after today (the server also wants it after the last valuation,
 * and says so at the date when it is not).
 */
export function saleFormSchema(asset: Pick<AssetResponse, 'acquiredOn'>, today: string) {
  return z
    .object({ soldOn: fromText(isoDateSchema), sold: money(saleValueSchema) })
    .superRefine(({ soldOn }, ctx) => {
      const problem =
        soldOn <= asset.acquiredOn
          ? ASSET_MESSAGES.saleBefore
          : soldOn > today
            ? ASSET_MESSAGES.saleFuture
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['soldOn'], message: problem });
    });
}

/** The PUT that changes only the sale (recorded, or undone with nulls): the rest as the bem is. */
export function saleBody(
  asset: AssetResponse,
  sale: { soldOn: string; sold: number } | { soldOn: null; sold: null },
) {
  return {
    id: asset.id,
    name: asset.name,
    kind: asset.kind,
    acquiredOn: asset.acquiredOn,
    acquired: asset.acquired,
    notes: asset.notes,
    ...sale,
  };
}
