import { useState } from 'react';
import type { ImportResult } from '../../../common/contract/import';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useActionError } from '../../lib/use-action-error';
import { useUnmatchImport } from './api/import';
import { canUndoMatches, matchResultTexts, unmatchedText } from './line-matches';

/**
 * The result's lines matched with what the person had recorded ('2 já registrados · 1 gasto fixo pago'), and
 * 'Desfazer combinações', which splits every match of this import back into two rows.
 */
export function MatchResult({ result }: { result: ImportResult }) {
  const toast = useToast();
  const unmatch = useUnmatchImport();
  const [undone, setUndone] = useState(false);
  const { error, attempt } = useActionError('Não foi possível desfazer as combinações');
  const texts = matchResultTexts(result);
  if (texts.length === 0) return null;

  const undo = async () => {
    const importId = result.importId;
    if (!importId) return;
    await attempt(async () => {
      const { unmatched } = await unmatch.mutateAsync(importId);
      setUndone(true);
      toast(unmatchedText(unmatched));
    });
  };

  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <p className="text-slate-700 dark:text-slate-300" data-testid="match-counts">
        Combinação com o que você já tinha registrado: {texts.join(' · ')}.
      </p>
      {canUndoMatches(result) && !undone ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={unmatch.isPending}
          onClick={() => void undo()}
        >
          Desfazer combinações
        </Button>
      ) : null}
      {undone ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Combinações desfeitas: as linhas do extrato agora são lançamentos próprios.
        </p>
      ) : null}
      <FormError message={error} className="mt-2" />
    </div>
  );
}
