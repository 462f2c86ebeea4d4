import { Mail } from 'lucide-react';
import type { InvitationPreview } from '../../../common/contract/books';
import { invitationSentence, validUntil } from './book-words';

/**
 * Who invites the person to which book, and with which address to enter or create the account (the invitation is
 * for that address only). Loaded only when an auth page's way back is an invitation's link (invitation-notice.tsx).
 */
export function InvitationCard({
  invitation,
  signingUp,
}: {
  invitation: InvitationPreview;
  signingUp: boolean;
}) {
  const { bookName, invitedBy, role, email, expiresAt } = invitation;
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
