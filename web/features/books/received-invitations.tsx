import { Check, Mail, X } from 'lucide-react';
import { useId, useState } from 'react';
import { bookRoleHints, type ReceivedInvitation } from '../../../common/contract/books';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm-provider';
import { LoadFailed } from '../../components/ui/load-failed';
import { useAction } from '../../components/ui/use-action';
import {
  useAcceptReceivedInvitation,
  useDeclineReceivedInvitation,
  useReceivedInvitations,
} from '../../entities/book/api/invitations';
import { REFRESH_WHILE_OPEN } from '../../entities/book/api/refresh-while-open';
import { declineMessage, invitationSentence, validUntil } from '../../entities/book/book-words';
import { InvitationsAwaitingProof } from './invitations-awaiting-proof';
import { useEnterJoinedBook } from './switch-book';

/**
 * 'Convites para você' on Livros: the invitations addressed to the person's e-mail, each with 'Aceitar' (the book
 * joined becomes the current one, as by the e-mail's link) and 'Recusar'. Nothing while there are none (the e-mail
 * stays the way most people arrive), but a word on the ones waiting for the person to confirm their address.
 */
export function ReceivedInvitations({ onJoined }: { onJoined: (bookId: number) => void }) {
  const titleId = useId();
  const received = useReceivedInvitations(REFRESH_WHILE_OPEN);
  const accept = useAcceptReceivedInvitation();
  const decline = useDeclineReceivedInvitation();
  const enter = useEnterJoinedBook();
  const confirm = useConfirm();
  const act = useAction();
  // The invitation whose answer is on its way: its buttons wait, the others' too (one answer at a time).
  const [answering, setAnswering] = useState<number | null>(null);

  if (received.isError)
    return (
      <LoadFailed
        query={received}
        fallback="Não foi possível carregar os convites para você"
        className="mb-6"
      />
    );
  const list = received.data ?? [];
  // None listed: invitations to an address not yet confirmed may still wait, counted only (and said why).
  if (list.length === 0) return received.isSuccess ? <InvitationsAwaitingProof /> : null;

  const onAccept = async (invitation: ReceivedInvitation) => {
    setAnswering(invitation.id);
    await act({
      work: async () => {
        const book = await accept.mutateAsync(invitation.id);
        await enter(book);
        onJoined(book.id);
      },
      failed: 'Não foi possível aceitar o convite',
    });
    setAnswering(null);
  };

  const onDecline = async (invitation: ReceivedInvitation) => {
    const ok = await confirm({
      title: `Recusar o convite para o livro ${invitation.bookName}?`,
      message: declineMessage(invitation.bookName, invitation.invitedBy),
      confirmLabel: 'Recusar convite',
      cancelLabel: 'Manter convite',
      danger: true,
    });
    if (!ok) return;
    // Asked before the row shows it is being answered.
    setAnswering(invitation.id);
    await act({
      work: () => decline.mutateAsync(invitation.id),
      done: 'Convite recusado',
      failed: 'Não foi possível recusar o convite',
    });
    setAnswering(null);
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="mb-6 border-brand-100 bg-brand-50/40 dark:border-brand-800/60 dark:bg-brand-800/10"
    >
      <h2 id={titleId} className="mb-1 flex items-center gap-2 font-semibold">
        <Mail size={18} aria-hidden className="text-brand-700 dark:text-brand-500" /> Convites para você
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((invitation) => {
          const sentence = invitationSentence(
            invitation.invitedBy || 'Alguém',
            invitation.bookName,
            invitation.role,
          );
          return (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 py-3 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{sentence}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {bookRoleHints[invitation.role]} Vale até {validUntil(invitation.expiresAt)}.
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  disabled={answering !== null}
                  aria-label={`Aceitar o convite para o livro ${invitation.bookName}`}
                  onClick={() => void onAccept(invitation)}
                >
                  <Check size={16} aria-hidden /> {answering === invitation.id ? 'Aguarde...' : 'Aceitar'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={answering !== null}
                  aria-label={`Recusar o convite para o livro ${invitation.bookName}`}
                  onClick={() => void onDecline(invitation)}
                >
                  <X size={16} aria-hidden /> Recusar
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
