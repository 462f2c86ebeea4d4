import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/api-client';
import { invitationLinkQuery } from './api/invitations';
import { invitationSentence, validUntil } from './book-words';
import { invitationTokenOf } from './invitation-link';

/**
 * The invitation behind an auth page's way back (a signed-out person opened an invitation's link), read without a
 * session: the link is the secret, so anyone holding it may learn the book's name. Idle for any other way back.
 */
export function useInvitationOfReturnPath(next: string | null) {
  const token = invitationTokenOf(next);
  return useQuery({ ...invitationLinkQuery(token ?? ''), enabled: token !== null });
}

/**
 * Above the sign-in and sign-up forms, for a person who came from an invitation's link: who invites them to which
 * book, and with which address to enter or create the account (the invitation is for that address only). Once
 * signed in, the way back brings them to the invitation to accept it. A link that no longer works says so now.
 */
export function InvitationNotice({
  invitation,
  signingUp = false,
}: {
  invitation: ReturnType<typeof useInvitationOfReturnPath>;
  signingUp?: boolean;
}) {
  if (invitation.isError)
    return (
      <Alert tone="error" className="mb-4">
        {errorMessage(invitation.error, 'Não foi possível abrir o convite.')}
      </Alert>
    );
  if (!invitation.data) return null;
  const { bookName, invitedBy, role, email, expiresAt } = invitation.data;
  return (
    <section
      aria-label="Convite"
      data-testid="invitation-notice"
      className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-3 py-3 text-sm dark:border-brand-800/60 dark:bg-brand-800/20"
    >
      <p className="flex items-start gap-2 font-medium text-slate-900 dark:text-slate-100">
        <Mail size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-500" />
        <span className="break-words">{invitationSentence(invitedBy || 'Alguém', bookName, role)}</span>
      </p>
      <p className="mt-1 pl-6 text-slate-700 dark:text-slate-300">
        O convite é para <span className="font-medium break-all">{email}</span> e vale até{' '}
        {validUntil(expiresAt)}.{' '}
        {signingUp
          ? 'Crie a sua conta com esse e-mail para aceitá-lo; se já tem conta, entre com ela.'
          : 'Entre com a conta desse e-mail para aceitá-lo; se ainda não tem conta, crie uma com ele.'}
      </p>
    </section>
  );
}
