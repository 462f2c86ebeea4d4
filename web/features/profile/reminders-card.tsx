import { useId } from 'react';
import type { Profile } from '../../../common/contract/auth';
import { BILL_NOTICE_DAYS } from '../../../common/contract/cards';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useSetEmailReminders } from './api/me';

/** "Lembretes por e-mail": one e-mail a day to the person's address with what falls due, off by default. */
export function RemindersCard({ profile }: { profile: Profile }) {
  const toast = useToast();
  const save = useSetEmailReminders();
  const titleId = useId();
  const helpId = useId();

  const onChange = (on: boolean) =>
    save.mutate(
      { email_reminders: on },
      {
        onSuccess: () =>
          toast(on ? 'Lembretes por e-mail ativados' : 'Lembretes por e-mail desativados', 'success'),
      },
    );

  return (
    <Card className="lg:col-span-3" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold">
        Lembretes por e-mail
      </h2>
      <Checkbox
        labelClassName="mt-3 font-medium"
        checked={profile.email_reminders}
        disabled={save.isPending}
        aria-describedby={helpId}
        onChange={(e) => onChange(e.target.checked)}
      >
        Receber lembretes de vencimentos por e-mail
      </Checkbox>
      <p id={helpId} className="mt-1 pl-6 text-sm text-slate-600 dark:text-slate-400">
        Uma vez por dia, em <span className="break-all font-medium">{profile.email}</span>, o que vence nos
        próximos dias: gastos fixos e receitas fixas (com a antecedência do aviso de cada um) e faturas de
        cartão ({BILL_NOTICE_DAYS} dias antes). Nenhum e-mail quando nada vence. Cada e-mail traz um link para
        desativar.
      </p>
      {!profile.email_available ? (
        <Alert tone="info" className="mt-3">
          Este servidor ainda não está configurado para enviar e-mails: os lembretes começam quando o envio
          for configurado.
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(save.error, 'Não foi possível salvar a sua escolha. Tente novamente.')}
        </Alert>
      ) : null}
    </Card>
  );
}
