import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { bookRoleHints, bookRoleLabels } from '../../../common/contract/book-roles';
import { Alert, FormError } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import {
  type InvitationPreview,
  useAcceptInvitation,
  useInvitationPreview,
} from '../../entities/book/api/invitations';
import { invitationSentence, validUntil } from '../../entities/book/book-words';
import { useLogout } from '../../entities/session/public';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useEnterJoinedBook } from './switch-book';

const INCOMPLETE_LINK =
  'Este link de convite está incompleto. Abra de novo o link do e-mail, ou peça um novo convite a quem convidou.';

/** A refusal that asking again will not change (used, cancelled, expired, another address). */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Where an invitation's link lands (`/convite?token=`), signed in (the guard sends a signed-out person to sign in
 * and back here). It shows who invites to which book with which role, and joins on 'Aceitar convite' only: opening
 * the link changes nothing. The server's refusals are shown as it words them.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preview = useInvitationPreview(token);
  const logout = useLogout();
  const { pathname, search } = useLocation();

  return (
    <>
      <PageHeader title="Convite" />
      <div className="max-w-xl">
        {token === '' ? (
          <Alert tone="error">{INCOMPLETE_LINK}</Alert>
        ) : preview.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Carregando convite...
          </p>
        ) : preview.isError ? (
          isFinal(preview.error) ? (
            <div className="flex flex-col gap-3">
              <Alert tone="error">{errorMessage(preview.error, 'Este convite não pode ser aberto.')}</Alert>
              <div className="flex flex-wrap gap-2">
                {(preview.error as ApiError).status === 403 ? (
                  <Button variant="secondary" onClick={() => void logout(`${pathname}${search}`)}>
                    Sair e entrar com outra conta
                  </Button>
                ) : null}
                <Link to="/" className={buttonClass('secondary')}>
                  Ir para o início
                </Link>
              </div>
            </div>
          ) : (
            <LoadFailed query={preview} fallback="Não foi possível carregar o convite" />
          )
        ) : (
          <InvitationCard token={token} invitation={preview.data} />
        )}
      </div>
    </>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const titleId = useId();
  const accept = useAcceptInvitation();
  const enter = useEnterJoinedBook();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const until = validUntil(invitation.expiresAt);

  const onAccept = async () => {
    setError(null);
    try {
      await enter(await accept.mutateAsync(token));
      navigate('/', { replace: true });
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível aceitar o convite'));
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {invitationSentence(invitation.invitedBy, invitation.bookName, invitation.role)}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">{bookRoleLabels[invitation.role]}:</span>{' '}
        {bookRoleHints[invitation.role]}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        O convite é para <span className="break-all">{invitation.email}</span> e vale até {until}. O seu livro
        pessoal continua só seu, e você passa de um livro para o outro quando quiser.
      </p>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={accept.isPending} onClick={() => void onAccept()}>
          <Check size={16} aria-hidden /> {accept.isPending ? 'Aceitando...' : 'Aceitar convite'}
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Agora não
        </Link>
      </div>
    </Card>
  );
}
