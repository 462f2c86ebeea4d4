import type { FastifyInstance } from 'fastify';

/** GET /debug/schema and /debug/goal-transactions (being built). */
export async function debugRoutes(_app: FastifyInstance) {}
