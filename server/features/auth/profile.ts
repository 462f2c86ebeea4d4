import type { Profile } from '../../../common/contract/auth';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { unauthorized } from '../../http/errors';
import { presentProfile } from './presenter';
import { usersRepository } from './repository';

/**
 * The signed-in person's profile as GET /me answers it (also the answer of the settings that change it). A person
 * deleted since the token was signed is signed out.
 */
export async function profileOf(
  db: Executor,
  config: Pick<Config, 'smtpUrl'>,
  userId: number,
): Promise<Profile> {
  const user = await usersRepository.findById(db, userId);
  if (!user) throw unauthorized();
  return presentProfile(user, config.smtpUrl !== undefined);
}
