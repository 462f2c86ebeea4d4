import type { Profile } from '../../../common/contract/auth';
import type { UserRow } from './repository';

/** GET /me: the person's own row, without any secret. */
export function presentProfile(user: UserRow, emailAvailable: boolean): Profile {
  return {
    id: user.id,
    nome: user.name,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    time_zone: user.timeZone,
    email_reminders: user.emailReminders,
    email_available: emailAvailable,
    email_verified: user.emailVerifiedAt !== null,
  };
}
