import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { z } from '../../common/contract/shared';
import { documentedResponses, operationKey } from './api-reference';

/**
 * The API tests' check of the reference: every answer a route gives in a test is held to the schema the document
 * gives that operation and status (the success's `{ data }` envelope, the error envelope of a refusal), so a route
 * answering what its reference does not say fails the test file that called it. Each schema is turned to JSON
 * Schema as the document turns it and compiled once, on the first answer of that operation and status; the whole
 * document is not built for it (a second or two per file).
 */
export interface AnswerCheck {
  /** Each answer unlike its reference: 'POST /api/v1/x answered 201: why'. */
  mismatches: string[];
}

// The schemas are the same for every app: compiled once per worker (the API test files share its modules).
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new Map<string, ValidateFunction | 'file' | undefined>();

/** The validator of an operation's answer of `status`: undefined when the reference lists no such answer. */
function validatorFor(key: string, status: number) {
  const responses = documentedResponses(key) as Record<string, unknown>;
  const documented = String(status) in responses ? String(status) : `${String(status)[0]}XX`;
  const cacheKey = `${key} ${documented}`;
  if (!compiled.has(cacheKey)) {
    const response = responses[documented];
    if (!response) compiled.set(cacheKey, undefined);
    else if (response instanceof z.ZodType) {
      const json = z.toJSONSchema(response, {
        io: 'output',
        unrepresentable: 'any',
        target: 'draft-2020-12',
      });
      compiled.set(cacheKey, ajv.compile(json));
    } else compiled.set(cacheKey, 'file');
  }
  return { documented, validate: compiled.get(cacheKey) };
}

/** Hooks the check into `app`: call it before app.ready(). */
export function checkAnswersAgainstReference(app: FastifyInstance): AnswerCheck {
  const check: AnswerCheck = { mismatches: [] };
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const status = reply.statusCode;
    // Only the API's own answers; a server error is a test's failure already, and says nothing of the reference.
    if (!url?.startsWith('/api/v1/') || status >= 500 || (status >= 300 && status < 400)) return payload;
    const key = operationKey(request.method, url);
    const { documented, validate } = validatorFor(key, status);
    if (!validate) {
      check.mismatches.push(`${key} answered ${status}, which its reference does not list`);
      return payload;
    }
    if (validate === 'file' || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      check.mismatches.push(`${key} answered ${status} with a body that is not JSON`);
      return payload;
    }
    if (!validate(body))
      check.mismatches.push(
        `${key} answered ${status} unlike its reference (${documented}): ${ajv.errorsText(validate.errors)}`,
      );
    return payload;
  });
  return check;
}
