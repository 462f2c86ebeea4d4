import { lazy, Suspense, useEffect } from 'react';
import type { InvitationPreview } from '../../../common/contract/books';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/api-client';
import { type PublicRead, usePublicRead } from '../../lib/use-public-read';
import { readInvitationLink } from './api/invitation-link';
import { invitationTokenOf } from './invitation-link';

/**
 * The card's code (its words, the dates it writes, whatever the app uses of them) comes only with an invitation's
 * link: the sign-in page's first script does without it, and almost every sign-in has no invitation.
 */
const loadCard = () => import('./invitation-card');
const InvitationCard = lazy(() => loadCard().then((m) => ({ default: m.InvitationCard })));

/**
 * The invitation behind an auth page's way back (a signed-out person opened an invitation's link), read without a
 * session: the link is the secret, so anyone holding it may learn the book's name. Idle for any other way back.
 * Read once per link (a link that does not work says so at once, 410: asking again changes nothing), and not
 * through the query cache, which the sign-in page does without (lib/use-public-read.ts).
 */
export function useInvitationOfReturnPath(next: string | null): PublicRead<InvitationPreview> {
  const token = invitationTokenOf(next);
  // The card's code is fetched beside the read, not after it: both arrive for the notice to show.
  useEffect(() => {
    if (token !== null) void loadCard();
  }, [token]);
  const key = token === null ? null : `invitation-link:${token}`;
  return usePublicRead(key, () => readInvitationLink(token ?? ''), { freshMs: Number.POSITIVE_INFINITY });
}

/**
 * Above the sign-in and sign-up forms, for a person who came from an invitation's link: who invites them to which
 * book, and with which address to enter or create the account. Once signed in, the way back brings them to the
 * invitation to accept it. A link that no longer works says so now.
 */
export function InvitationNotice({
  invitation,
  signingUp = false,
}: {
  invitation: PublicRead<InvitationPreview>;
  signingUp?: boolean;
}) {
  if (invitation.isError)
    return (
      <Alert tone="error" className="mb-4">
        {errorMessage(invitation.error, 'Não foi possível abrir o convite.')}
      </Alert>
    );
  if (!invitation.data) return null;
  return (
    <Suspense fallback={null}>
      <InvitationCard invitation={invitation.data} signingUp={signingUp} />
    </Suspense>
  );
}
