import type { FastifyInstance } from 'fastify';
import { authProtectedRoutes, authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';

/** Routes anyone may call. */
export async function publicRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
}

/** Routes of the signed-in user; the scope's hook has already checked the bearer token. */
export async function protectedRoutes(app: FastifyInstance) {
  await app.register(authProtectedRoutes);
}
