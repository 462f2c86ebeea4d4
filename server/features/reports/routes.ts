import type { FastifyInstance } from 'fastify';

/** GET /reports/* (being built). */
export async function reportsRoutes(_app: FastifyInstance) {}
