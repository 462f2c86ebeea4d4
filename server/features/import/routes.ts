import type { FastifyInstance } from 'fastify';

/** POST /transactions/import-csv: statement import (being built). */
export async function importRoutes(_app: FastifyInstance) {}
