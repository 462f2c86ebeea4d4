import { MailX } from 'lucide-react';
import { useId } from 'react';
import { type BookView, bookRoleLabels, type InvitationView } from '../../../common/contract/books';
import { Card } from '../../components/ui/card';
import { RowAction } from '../../components/ui/row-action';
import { useAction } from '../../components/ui/use-action';
import { useCancelInvitation } from '../../entities/book/api/invitations';
import { validUntil } from '../../entities/book/book-words';
import { InviteForm } from './invite-form';

/** A dono's part of the book: the invitations waiting for an answer, and 'Convidar pessoa'. */
export function BookInvitations({
  book,
  invitations,
}: {
  book: BookView;
  invitations: readonly InvitationView[];
}) {
  const titleId = useId();
  const cancel = useCancelInvitation();
  const act = useAction();

  const onCancel = async (invitation: InvitationView) => {
    await act({
      confirm: {
        title: 'Cancelar convite?',
        message: `O link enviado para ${invitation.email} deixa de valer. Você pode convidar de novo depois.`,
        confirmLabel: 'Cancelar convite',
        cancelLabel: 'Manter convite',
        danger: true,
      },
      work: () => cancel.mutateAsync(invitation.id),
      done: 'Convite cancelado',
      failed: 'Não foi possível cancelar o convite',
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h3 id={titleId} className="mb-1 font-semibold">
          Convites
        </h3>
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum convite esperando resposta.</p>
        ) : (
          <ul
            aria-label="Convites esperando resposta"
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-all">{invitation.email}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {bookRoleLabels[invitation.role]} · vale até {validUntil(invitation.expiresAt)}
                  </p>
                </div>
                <RowAction
                  verb="Cancelar convite"
                  label={`Cancelar o convite de ${invitation.email}`}
                  icon={MailX}
                  tone="danger"
                  disabled={cancel.isPending}
                  onClick={() => void onCancel(invitation)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <InviteForm book={book} />
    </Card>
  );
}
