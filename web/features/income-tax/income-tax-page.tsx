import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { Alert } from '../../components/ui/alert';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonBlock } from '../../components/ui/skeleton';
import { browserToday } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { AbroadSection } from './abroad-section';
import { useIncomeTax } from './api/income-tax';
import { AssetsSection, DebtsSection } from './assets-debts-sections';
import { CarneLeaoSection } from './carne-leao-section';
import { CategoriesSection } from './categories-section';
import { ComeCotasSection } from './come-cotas-section';
import { ExportsSection } from './exports-section';
import { IncomeSection } from './income-section';
import { MinimumTaxSection } from './minimum-tax-section';
import { PaymentsSection } from './payments-section';
import { PendingSection } from './pending-section';
import { ResultSection } from './result-section';
import { StatementsSection } from './statements-section';
import { muted } from './tax-section';
import { defaultYear, yearFromParam } from './tax-years';
import { VariableIncomeSection } from './variable-income-section';
import { YearSelect } from './year-select';

const YEAR_PARAM = 'ano';

/**
 * 'Imposto de Renda': what the year's declaration asks, from the book's rows, in the declaration's own groups. The
 * year is kept in the address (?ano=2025), so a link or a reload opens it; the last ended year by default.
 */
export function IncomeTaxPage() {
  const [today] = useState(browserToday);
  const [params, setParams] = useSearchParams();
  const year = yearFromParam(params.get(YEAR_PARAM), today);
  const chooseYear = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === defaultYear(today)) updated.delete(YEAR_PARAM);
        else updated.set(YEAR_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  const query = useIncomeTax(year);
  return (
    <>
      <PageHeader
        title="Imposto de Renda"
        subtitle={`Declaração de ${year + 1}, ano-calendário ${year}: o que ela pergunta, a partir dos seus lançamentos.`}
        actions={<YearSelect year={year} today={today} onChange={chooseYear} />}
      />
      {query.isPending ? (
        <Skeleton label="Carregando o Imposto de Renda...">
          <SkeletonBlock className="h-40" />
          <SkeletonBlock className="h-28" />
          <SkeletonBlock className="h-56" />
        </Skeleton>
      ) : query.isError ? (
        <LoadFailed query={query} fallback="Erro ao carregar o Imposto de Renda" />
      ) : (
        <IncomeTaxBody data={query.data} />
      )}
    </>
  );
}

function IncomeTaxBody({ data }: { data: IncomeTaxResponse }) {
  return (
    <div className="grid min-w-0 gap-4" data-testid="income-tax">
      {data.figures === null ? (
        <Alert tone="info">
          Ainda não temos os limites e a tabela de {data.year}: os valores abaixo são os registrados, sem os
          limites da declaração.
        </Alert>
      ) : null}
      <ResultSection data={data} />
      <MinimumTaxSection data={data} />
      <StatementsSection data={data} />
      {/* The declaration program's fichas in its order: incomes (PJ, PF and exterior, isentos, exclusivos), then
          the payments (and what they lack), bens, dívidas and renda variável. */}
      <IncomeSection data={data} />
      <CarneLeaoSection data={data} />
      <PaymentsSection data={data} />
      <PendingSection data={data} />
      <AssetsSection data={data} />
      <DebtsSection data={data} />
      <VariableIncomeSection data={data} />
      <ComeCotasSection data={data} />
      <AbroadSection data={data} />
      <CategoriesSection data={data} />
      <ExportsSection year={data.year} />
      {data.figures ? (
        <p className={cn(muted, 'px-1')} data-testid="tax-source">
          Fonte: {data.figures.source}.
        </p>
      ) : null}
    </div>
  );
}
