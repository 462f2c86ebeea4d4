import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';

/**
 * Areas whose screens are still being built. Each route exists so navigation works; the page says plainly
 * that the area is not available yet rather than showing anything that could pass for the person's data.
 * Each entry is replaced by the feature's own page as the area lands.
 */
function AreaNotReady({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        title="Esta área ainda não está disponível"
        description="Ela chega numa próxima versão do Grana."
      />
    </>
  );
}

export const DashboardPage = () => <AreaNotReady title="Dashboard" subtitle="Visão geral do mês" />;
export const TransactionsPage = () => <AreaNotReady title="Transações" subtitle="Receitas e despesas" />;
export const AccountsPage = () => <AreaNotReady title="Contas" subtitle="Suas contas e saldos" />;
export const CategoriesPage = () => (
  <AreaNotReady title="Categorias" subtitle="Como você classifica seu dinheiro" />
);
export const TagsPage = () => <AreaNotReady title="Tags" subtitle="Marcadores livres para transações" />;
export const PayeesPage = () => <AreaNotReady title="Favorecidos" subtitle="Quem recebe e quem paga" />;
export const BudgetsPage = () => <AreaNotReady title="Orçamentos" subtitle="Limites mensais por categoria" />;
export const GoalsPage = () => <AreaNotReady title="Metas" subtitle="Objetivos de economia e quitação" />;
export const ReportsPage = () => <AreaNotReady title="Relatórios" subtitle="Análises do período" />;
export const ImportPage = () => <AreaNotReady title="Importação" subtitle="Importe extratos do seu banco" />;
export const FixedExpensesPage = () => <AreaNotReady title="Gastos Fixos" subtitle="Contas mensais" />;
export const FixedDashboardPage = () => (
  <AreaNotReady title="Dashboard Gastos Fixos" subtitle="Visão dos gastos fixos" />
);
export const DebugPage = () => <AreaNotReady title="Debug" subtitle="Verificações do sistema" />;
