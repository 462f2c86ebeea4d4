import type { FastifyInstance } from 'fastify';

/** GET /dashboard/summary (being built). */
export async function dashboardRoutes(_app: FastifyInstance) {}
