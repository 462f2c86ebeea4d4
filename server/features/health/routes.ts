import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../common/contract/auth';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    const db: Health['db'] = (await app.deps.database.ping()) ? 'ok' : 'off';
    return { data: { status: 'ok', db } satisfies Health };
  });
}
