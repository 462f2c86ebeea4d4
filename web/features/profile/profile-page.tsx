import { Bug, KeyRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm-provider';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { useLogout } from '../../entities/session/public';
import { useMe } from './api/me';
import { EmailConfirmation } from './email-confirmation';
import { localDate } from './local-date';
import { RemindersCard } from './reminders-card';
import { TokensCard } from './tokens-card';
import { YourDataCard } from './your-data-card';

/**
 * "Avançado": the Debug page (the database's migrations and the person's row counts) is for whoever runs the
 * installation or helps with it, so it is folded here instead of sitting in every person's menu.
 */
function AdvancedCard() {
  return (
    <Card className="lg:col-span-3">
      <details>
        <summary className="cursor-pointer font-semibold">Avançado</summary>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Verificações do sistema: as migrações do banco de dados e quantos registros seus há em cada tabela.
          Útil para quem cuida da instalação do Grana.
        </p>
        <Link
          to="/debug"
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <Bug size={16} aria-hidden /> Abrir Debug
        </Link>
      </details>
    </Card>
  );
}

export function ProfilePage() {
  const me = useMe();
  const confirm = useConfirm();
  const logout = useLogout();

  const onLogout = async () => {
    if (
      await confirm({ title: 'Sair da Conta', message: 'Tem certeza que deseja sair?', confirmLabel: 'Sair' })
    )
      await logout();
  };

  return (
    <>
      <PageHeader title="Perfil" subtitle="Seus dados de acesso" />
      {me.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando perfil...</p>
      ) : me.isError ? (
        <LoadFailed query={me} fallback="Erro ao carregar perfil">
          <p className="font-medium">Erro ao carregar perfil</p>
          <p>Tente recarregar a página</p>
        </LoadFailed>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">Nome</dt>
                <dd className="mt-1 font-medium">{me.data.nome}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">E-mail</dt>
                {/* The confirmation belongs to the address: inside its dd, which a dl's group alone may hold. */}
                <dd className="mt-1">
                  <span className="font-medium break-all">{me.data.email}</span>
                  <EmailConfirmation profile={me.data} />
                </dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
                  Usuário desde
                </dt>
                <dd className="mt-1 font-medium">
                  {formatDateBR(localDate(me.data.created_at, me.data.time_zone))}
                </dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-2">
              <Link
                to="/change-password"
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                <KeyRound size={16} /> Alterar Senha
              </Link>
              <Button variant="danger" onClick={onLogout}>
                <LogOut size={16} /> Sair da Conta
              </Button>
            </div>
          </Card>
          <Card>
            <h2 className="font-semibold">Resumo da conta</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Membro desde {formatMonthLabel(localDate(me.data.created_at, me.data.time_zone))}
            </p>
          </Card>
          <RemindersCard profile={me.data} />
          <YourDataCard />
          <TokensCard timeZone={me.data.time_zone} />
          <AdvancedCard />
        </div>
      )}
    </>
  );
}
