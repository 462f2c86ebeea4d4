import { Play, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Rule } from '../../../common/contract/rules';
import { ClassificationTabs } from '../../components/name-list/classification-tabs';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { useAccounts } from '../../entities/account/public';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { useCategories } from '../../entities/category/public';
import { usePayees } from '../../entities/payee/public';
import { useRules } from './api/rules';
import { ApplyRulesDialog } from './apply-rules-dialog';
import { RuleCard } from './rule-card';
import { newRuleValues, ruleValues } from './rule-form';
import { RuleFormDialog, type RuleFormTarget } from './rule-form-dialog';
import { isNewRuleLink, linkedRuleValues, withoutRuleLink } from './rule-link';
import { type RuleNames, ruleSentence } from './rule-sentence';
import { useRuleActions } from './use-rule-actions';

/** 'Aplicar' of one rule, or 'Aplicar regras' (every rule); null while closed. */
type ApplyTarget = { rule: Rule | null } | null;

/**
 * /rules?nova=1&descricao=… (the transaction dialog's 'Criar regra') opens 'Nova regra' filled in, once the
 * categories are known; closing the dialog takes the parameters off the address, so a reload does not reopen it.
 */
function useNewRuleLink(open: ((target: RuleFormTarget) => void) | null) {
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const linked = isNewRuleLink(params);
  useEffect(() => {
    // In a book the person only reads, the link opens nothing: the rule could not be saved.
    if (!linked || !categories.data || !open) return;
    const ids = new Set(categories.data.map((c) => String(c.id)));
    open({ rule: null, values: linkedRuleValues(params, (id) => ids.has(id)) });
  }, [linked, categories.data, params, open]);
  return useCallback(() => {
    if (linked) setParams((current) => withoutRuleLink(current), { replace: true });
  }, [linked, setParams]);
}

export function RulesPage() {
  const rules = useRules();
  const payees = usePayees();
  const accounts = useAccounts(undefined, true);
  const actions = useRuleActions();
  const writable = useCanWrite();
  const [formTarget, setFormTarget] = useState<RuleFormTarget | null>(null);
  const [applyTarget, setApplyTarget] = useState<ApplyTarget>(null);
  const forgetLink = useNewRuleLink(writable ? setFormTarget : null);
  const closeForm = useCallback(() => {
    setFormTarget(null);
    forgetLink();
  }, [forgetLink]);
  const closeApply = useCallback(() => setApplyTarget(null), []);

  const names = useMemo<RuleNames>(
    () => ({
      payees: new Map((payees.data ?? []).map((p) => [p.id, p.name])),
      accounts: new Map((accounts.data ?? []).map((a) => [a.id, a.name])),
    }),
    [payees.data, accounts.data],
  );
  // Until the lists arrive every named payee would read '(excluído)'.
  const namesReady = payees.data !== undefined && accounts.data !== undefined;
  const list = rules.data ?? [];

  const newRule = (
    <Button onClick={() => setFormTarget({ rule: null, values: newRuleValues() })}>
      <Plus size={16} aria-hidden /> Nova regra
    </Button>
  );
  const edit = (rule: Rule) =>
    setFormTarget({
      rule,
      values: ruleValues(rule, {
        payee: (id) => names.payees.has(id),
        account: (id) => names.accounts.has(id),
      }),
    });

  return (
    <>
      <ClassificationTabs />
      <PageHeader
        title="Regras"
        subtitle="Categorizam suas transações sozinhas, pela descrição, favorecido, valor, conta ou tipo"
        actions={
          list.length > 0 ? (
            <WritableOr>
              <Button variant="secondary" onClick={() => setApplyTarget({ rule: null })}>
                <Play size={16} aria-hidden /> Aplicar regras
              </Button>
              {newRule}
            </WritableOr>
          ) : null
        }
      />
      {rules.isPending || (!namesReady && !payees.isError && !accounts.isError) ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando regras...</p>
      ) : rules.isError ? (
        <LoadFailed query={rules} fallback="Erro ao carregar regras" />
      ) : list.length === 0 ? (
        <EmptyState
          title="Nenhuma regra"
          description="Uma regra preenche sozinha a categoria, o favorecido, as tags ou a descrição das transações que combinam com ela: as novas, ao serem lançadas, e as antigas, quando você a aplica."
          action={writable ? newRule : null}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            As regras valem na ordem abaixo: quando duas definem a mesma coisa, vale a de cima. Tags se somam.
          </p>
          <ol aria-label="Regras" className="flex flex-col gap-3">
            {list.map((rule, index) => (
              <li key={rule.id}>
                <RuleCard
                  rule={rule}
                  place={index + 1}
                  count={list.length}
                  sentence={ruleSentence(rule, names)}
                  busy={actions.busy}
                  onMove={(step) => void actions.move(list, index, step)}
                  onApply={() => setApplyTarget({ rule })}
                  onEdit={() => edit(rule)}
                  onDelete={() => void actions.deleteRule(rule)}
                  writable={writable}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      {formTarget ? <RuleFormDialog target={formTarget} onClose={closeForm} /> : null}
      {applyTarget ? <ApplyRulesDialog rule={applyTarget.rule} onClose={closeApply} /> : null}
    </>
  );
}
