import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import { secretBoxFor } from '../shared/secret-box';
import type { DeliveryDeps } from './deliver';

/**
 * What the webhooks need of the server, for its routes and its job alike: the database, the box sealing the
 * secrets (bank sync's key), the mailer, and what addresses the installation allows.
 */
export function webhookDeps(
  config: Pick<Config, 'isProduction' | 'dataDir' | 'sync' | 'webhooks' | 'appUrl'>,
  db: Db,
  mailer: Mailer,
): DeliveryDeps {
  return {
    db,
    secrets: secretBoxFor(config),
    mailer,
    policy: { allowPrivate: config.webhooks.allowPrivate },
    appUrl: config.appUrl,
  };
}
