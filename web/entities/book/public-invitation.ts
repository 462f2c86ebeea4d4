// The invitation a sign-in or sign-up page names when the person came from an invitation's link. Apart from
// public.ts, whose every module the sign-in page's first script would carry (the book's queries, abilities and
// switch, which only the signed-in screens use).
export { InvitationNotice, useInvitationOfReturnPath } from './invitation-notice';
