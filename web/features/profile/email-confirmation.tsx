import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { Profile } from '../../../common/contract/auth';
import { Button } from '../../components/ui/button';
import { useResendVerification } from '../../entities/session/public';
import { errorMessage } from '../../lib/api-client';

/**
 * Under the e-mail in Perfil: whether the person confirmed it. Invitations to the address wait in the app only once
 * it is confirmed, so an unconfirmed one offers a new link (when this server sends e-mail).
 */
export function EmailConfirmation({ profile }: { profile: Profile }) {
  const resend = useResendVerification();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  if (profile.email_verified)
    return (
      <p className="mt-1 flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        <BadgeCheck size={14} aria-hidden /> E-mail confirmado
      </p>
    );
  if (!profile.email_available)
    return (
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        E-mail não confirmado. Este servidor não envia e-mails para confirmá-lo: convites para este e-mail
        chegam pelo link que quem convidou compartilha.
      </p>
    );

  const onResend = () => {
    setAnswer(null);
    resend.mutate(undefined, {
      onSuccess: (reply) => setAnswer({ ok: true, message: reply.message }),
      onError: (e) =>
        setAnswer({ ok: false, message: errorMessage(e, 'Não foi possível reenviar a confirmação') }),
    });
  };
  return (
    <div className="mt-1 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        E-mail não confirmado: os convites enviados a ele aparecem em Livros depois da confirmação.
      </p>
      <Button
        variant="secondary"
        className="mt-2"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={onResend}
      >
        {resend.isPending ? 'Enviando...' : 'Reenviar confirmação'}
      </Button>
      <p aria-live="polite" className={answer?.ok === false ? 'mt-2 text-red-700 dark:text-red-400' : 'mt-2'}>
        {answer?.message ?? ''}
      </p>
    </div>
  );
}
