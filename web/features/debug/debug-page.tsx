import { Database, Target, Wrench } from 'lucide-react';
import { useState } from 'react';
import type { GoalTransactions, SchemaState } from '../../../common/contract/debug';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { WhenWritable } from '../../entities/book/public';
import { errorMessage } from '../../lib/api-client';
import { useGoalTransactionsCheck, useSchemaCheck, useSchemaFix } from './api/debug';

function JsonResult({ value, testId }: { value: unknown; testId: string }) {
  return (
    <pre
      data-testid={testId}
      className="mt-3 max-h-[28rem] overflow-auto rounded-lg bg-slate-100 p-3 text-xs leading-relaxed text-slate-800 dark:bg-slate-950 dark:text-slate-200"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function SchemaStatus({ state }: { state: SchemaState }) {
  if (state.ok) return <Alert tone="success">Schema em dia: nenhuma migração pendente.</Alert>;
  const parts: string[] = [];
  if (state.pending.length > 0) {
    parts.push(
      `${state.pending.length} ${state.pending.length === 1 ? 'migração pendente' : 'migrações pendentes'}`,
    );
  }
  if (state.missingTables.length > 0) parts.push(`tabelas ausentes: ${state.missingTables.join(', ')}`);
  return <Alert tone="info">{parts.join('; ')}.</Alert>;
}

/** Checks for whoever runs the app: the database schema and the transactions linked to goals. */
export function DebugPage() {
  const check = useSchemaCheck();
  const fix = useSchemaFix();
  const goals = useGoalTransactionsCheck();
  const [schema, setSchema] = useState<SchemaState | null>(null);
  const [schemaError, setSchemaError] = useState<string | null>(null);
  const [goalList, setGoalList] = useState<GoalTransactions | null>(null);
  const [goalError, setGoalError] = useState<string | null>(null);

  const runSchema = async (apply: boolean) => {
    setSchemaError(null);
    try {
      setSchema(await (apply ? fix : check).mutateAsync());
    } catch (error) {
      setSchemaError(errorMessage(error, 'Erro ao verificar schema'));
    }
  };

  const runGoals = async () => {
    setGoalError(null);
    try {
      setGoalList(await goals.mutateAsync());
    } catch (error) {
      setGoalError(errorMessage(error, 'Erro ao verificar transações de metas'));
    }
  };

  const schemaBusy = check.isPending || fix.isPending;
  return (
    <>
      <PageHeader title="Debug" subtitle="Verificações do sistema" />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Card className="min-w-0 p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Database size={18} aria-hidden className="text-slate-500" />
            Schema do banco
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Migrações aplicadas e pendentes, tabelas do aplicativo e quantas linhas de cada uma são suas.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => runSchema(false)} disabled={schemaBusy}>
              {check.isPending ? 'Verificando...' : 'Verificar/Corrigir Schema'}
            </Button>
            {schema && !schema.ok && schema.pending.length > 0 ? (
              // A write: refused to a leitor of the current book, so not offered there.
              <WhenWritable>
                <Button variant="secondary" onClick={() => runSchema(true)} disabled={schemaBusy}>
                  <Wrench size={16} aria-hidden />
                  {fix.isPending ? 'Corrigindo...' : 'Corrigir'}
                </Button>
              </WhenWritable>
            ) : null}
          </div>
          {schemaError ? (
            <Alert tone="error" className="mt-3">
              {schemaError}
            </Alert>
          ) : null}
          {schema && !schemaError ? (
            <div className="mt-3">
              <SchemaStatus state={schema} />
              <JsonResult value={schema} testId="schema-result" />
            </div>
          ) : null}
        </Card>

        <Card className="min-w-0 p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Target size={18} aria-hidden className="text-slate-500" />
            Transações de metas
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Suas transações ligadas a uma meta (aportes), com a meta, a data, o valor e a conta.
          </p>
          <div className="mt-4">
            <Button onClick={runGoals} disabled={goals.isPending}>
              {goals.isPending ? 'Listando...' : 'Listar Transações de Metas'}
            </Button>
          </div>
          {goalError ? (
            <Alert tone="error" className="mt-3">
              {goalError}
            </Alert>
          ) : null}
          {goalList && !goalError ? (
            <div className="mt-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {goalList.count === 0
                  ? 'Nenhuma transação ligada a metas.'
                  : `${goalList.count} ${goalList.count === 1 ? 'transação ligada' : 'transações ligadas'} a metas.`}
              </p>
              <JsonResult value={goalList} testId="goal-transactions-result" />
            </div>
          ) : null}
        </Card>
      </div>
    </>
  );
}
