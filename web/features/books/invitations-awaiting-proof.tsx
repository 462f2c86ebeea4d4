import { MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useInvitationsAwaitingProof } from '../../entities/book/api/invitations';
import { REFRESH_WHILE_OPEN } from '../../entities/book/api/refresh-while-open';
import { useResendVerification } from '../../entities/session/public';
import { errorMessage } from '../../lib/api-client';

/** "Um convite enviado ao seu e-mail espera" / "2 convites enviados ao seu e-mail esperam". */
export const awaitingProofText = (waiting: number) =>
  waiting === 1
    ? 'Um convite para o seu e-mail espera por você.'
    : `${waiting} convites para o seu e-mail esperam por você.`;

/**
 * On Livros, for a person whose address is not confirmed yet while invitations to it wait: why they are not listed,
 * and the way in. It names no book and no one: until the address is proven, whoever signed up with it may not be its
 * owner. Nothing when none waits.
 */
export function InvitationsAwaitingProof() {
  const titleId = useId();
  const awaiting = useInvitationsAwaitingProof(REFRESH_WHILE_OPEN);
  const resend = useResendVerification();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const waiting = awaiting.data?.waiting ?? 0;
  if (waiting === 0) return null;

  const onResend = () => {
    setAnswer(null);
    resend.mutate(undefined, {
      onSuccess: (reply) => setAnswer({ ok: true, message: reply.message }),
      onError: (e) =>
        setAnswer({ ok: false, message: errorMessage(e, 'Não foi possível reenviar a confirmação') }),
    });
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="mb-6 border-amber-300 bg-amber-50/60 dark:border-amber-700/60 dark:bg-amber-900/10"
    >
      <h2 id={titleId} className="mb-1 flex items-center gap-2 font-semibold">
        <MailWarning size={18} aria-hidden className="text-amber-700 dark:text-amber-400" /> Convites
        esperando confirmação
      </h2>
      <p className="text-sm">{awaitingProofText(waiting)}</p>
      {awaiting.data?.emailSends ? (
        <>
          <p className="mt-1 text-sm">
            Confirme seu e-mail para ver os convites enviados a ele: abra o link que enviamos quando você
            criou a conta.
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={resend.isPending}
            aria-busy={resend.isPending}
            onClick={onResend}
          >
            {resend.isPending ? 'Enviando...' : 'Reenviar confirmação'}
          </Button>
          <p
            aria-live="polite"
            className={answer?.ok === false ? 'mt-2 text-sm text-red-700 dark:text-red-400' : 'mt-2 text-sm'}
          >
            {answer?.message ?? ''}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm">
          Aqui só aparecem convites para um e-mail confirmado, e este servidor não envia e-mails para
          confirmá-lo: peça a quem convidou o link do convite e abra-o para entrar no livro.
        </p>
      )}
    </Card>
  );
}
