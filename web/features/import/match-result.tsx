import type { ImportResult } from '../../../common/contract/import';
import { ImportMatches } from './import-matches';
import { canUndoMatches, matchResultTexts } from './line-matches';

/**
 * The result's lines matched with what the person had recorded ('2 já registrados · 1 gasto fixo pago'), what each
 * was matched with, and 'Desfazer combinações', which splits every match of this import back into two rows.
 */
export function MatchResult({ result }: { result: ImportResult }) {
  const texts = matchResultTexts(result);
  if (texts.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <p className="text-slate-700 dark:text-slate-300" data-testid="match-counts">
        Combinação com o que você já tinha registrado: {texts.join(' · ')}.
      </p>
      {canUndoMatches(result) && result.importId ? <ImportMatches importIds={[result.importId]} /> : null}
    </div>
  );
}
