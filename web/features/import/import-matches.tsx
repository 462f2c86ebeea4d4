import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportMatch } from '../../../common/contract/import-match';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { useActionError } from '../../lib/use-action-error';
import { importMatchesQuery, useUnmatchImport, useUnmatchTransaction } from './api/import';
import { unmatchedText } from './line-matches';

const muted = 'text-slate-600 dark:text-slate-400';

/** One match: the row as the person has it, the bank's line beside it, and 'Separar' for that one. */
function MatchItem({ match }: { match: ImportMatch }) {
  const toast = useToast();
  const unmatch = useUnmatchTransaction();
  const { error, attempt } = useActionError('Não foi possível separar');
  const amount = formatReais(match.type === 'DESPESA' ? -match.amount : match.amount);
  const split = async () => {
    if (await attempt(() => unmatch.mutateAsync(match.id)))
      toast('Combinação desfeita: a linha do banco virou um lançamento próprio');
  };
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <p className="break-words">
          <span className="font-medium">{match.description || 'Sem descrição'}</span>{' '}
          <span className="tabular-nums">{amount}</span>
        </p>
        <p className={`break-words text-xs ${muted}`}>
          {formatDateBR(match.date)} · Banco: {formatDateBR(match.bank_line.date)} · {match.bank_line.text}
        </p>
        <FormError message={error} />
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-center"
        disabled={unmatch.isPending}
        onClick={() => void split()}
      >
        Desfazer combinação
      </Button>
    </li>
  );
}

/** The matches of the import ids, as one list (a sync's run writes one import per account; most match nothing). */
function MatchList({ importIds }: { importIds: readonly string[] }) {
  const lists = useQueries({ queries: importIds.map((id) => importMatchesQuery(id)) });
  const failed = lists.find((q) => q.isError);
  if (failed) return <LoadFailed query={failed} fallback="Erro ao carregar as combinações" />;
  if (lists.some((q) => q.isPending))
    return (
      <Skeleton label="Carregando combinações...">
        <SkeletonRows rows={2} />
      </Skeleton>
    );
  const matches = lists.flatMap((q) => q.data ?? []);
  if (matches.length === 0) return <p className={muted}>Nenhuma combinação a mostrar.</p>;
  return (
    <ul aria-label="Combinações" className="divide-y divide-slate-100 dark:divide-slate-800">
      {matches.map((m) => (
        <MatchItem key={m.id} match={m} />
      ))}
    </ul>
  );
}

/**
 * What an import (a statement's, or a bank sync's: one id per account it wrote) matched with rows already there:
 * 'Ver combinações' lists each row beside the bank's line, with 'Desfazer combinação' for one; 'Desfazer
 * combinações' splits them all (each bank line becomes a row of its own).
 */
export function ImportMatches({ importIds }: { importIds: readonly string[] }) {
  const toast = useToast();
  const unmatch = useUnmatchImport();
  const [open, setOpen] = useState(false);
  const [undone, setUndone] = useState(false);
  const { error, attempt } = useActionError('Não foi possível desfazer as combinações');
  if (importIds.length === 0) return null;

  const undoAll = async () => {
    await attempt(async () => {
      let total = 0;
      for (const id of importIds) total += (await unmatch.mutateAsync(id)).unmatched;
      setUndone(true);
      toast(unmatchedText(total));
    });
  };

  if (undone)
    return (
      <p className={`mt-2 text-sm ${muted}`}>
        Combinações desfeitas: as linhas do banco agora são lançamentos próprios.
      </p>
    );
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Ocultar combinações' : 'Ver combinações'}
        </Button>
        <Button variant="secondary" size="sm" disabled={unmatch.isPending} onClick={() => void undoAll()}>
          Desfazer combinações
        </Button>
      </div>
      {open ? <MatchList importIds={importIds} /> : null}
      <FormError message={error} />
    </div>
  );
}
