// Grana's MCP server: the tools, listed and called over any transport (Streamable HTTP at /mcp, stdio). The low-level
// Server of the official SDK rather than McpServer, so that a tool's invalid arguments are answered in Portuguese, as
// every refusal of Grana's is (McpServer wraps the schema's messages in English).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from '../../../common/contract/shared';
import { type ApiCaller, ApiRefusal } from './api-caller';
import { listAccounts, searchTransactions } from './ledger-tools';
import { billsDue, forecast } from './plans-tools';
import { budgets, spendingByCategory, spendingByMonth } from './spending-tools';
import type { GranaTool } from './tool';
import { investments, netWorth } from './wealth-tools';
import { categorizeTransaction, markBillPaid, recordTransaction, undo } from './write-tools';

export const GRANA_TOOLS: readonly GranaTool[] = [
  listAccounts,
  searchTransactions,
  spendingByCategory,
  spendingByMonth,
  budgets,
  billsDue,
  forecast,
  netWorth,
  investments,
  recordTransaction,
  categorizeTransaction,
  markBillPaid,
  undo,
];

export const MCP_SERVER_NAME = 'grana';
export const MCP_SERVER_VERSION = '1.0.0';

const INSTRUCTIONS =
  'Grana: finanças pessoais. Valores em reais (R$ 1.234,56), datas dd/mm/aaaa no texto e ISO em structuredContent. ' +
  'Personal finance: money in reais, dates ISO in structuredContent. Use list_accounts and search_transactions to ' +
  'find ids; spending_by_category answers "quanto gastei com X".';

export const UNKNOWN_TOOL_MESSAGE = (name: string) => `Ferramenta desconhecida: ${name}`;
export const INVALID_ARGUMENTS_MESSAGE = (name: string, why: string) =>
  `Argumentos inválidos para ${name}: ${why}`;
const UNEXPECTED_MESSAGE = 'Erro inesperado no Grana. Tente de novo em instantes.';

/** The tool's arguments as a JSON Schema (what the assistant reads), from the same Zod shape that checks them. */
function inputSchemaOf(tool: GranaTool): Tool['inputSchema'] {
  const { $schema: _schema, ...schema } = z.toJSONSchema(z.object(tool.input), {
    io: 'input',
    unrepresentable: 'any',
  });
  return { ...schema, type: 'object' } as Tool['inputSchema'];
}

/** A failed check's issues in the words of the schemas (Portuguese), an unknown argument named. */
function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.code === 'unrecognized_keys' ? `argumento desconhecido: ${issue.keys.join(', ')}` : issue.message,
    )
    .join('; ');
}

const failure = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Runs one tool: its arguments checked, its API calls made; a refusal of the API answered as the tool's error. */
export async function callTool(
  api: ApiCaller,
  name: string,
  args: unknown,
  logUnexpected: (error: unknown) => void = () => {},
): Promise<CallToolResult> {
  const tool = GRANA_TOOLS.find((t) => t.name === name);
  if (!tool) return failure(UNKNOWN_TOOL_MESSAGE(name));
  const parsed = z.strictObject(tool.input).safeParse(args ?? {});
  if (!parsed.success) return failure(INVALID_ARGUMENTS_MESSAGE(name, issuesText(parsed.error)));
  try {
    const answer = await tool.run(api, parsed.data);
    return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.structured };
  } catch (error) {
    if (error instanceof ApiRefusal) return failure(error.message);
    logUnexpected(error);
    return failure(UNEXPECTED_MESSAGE);
  }
}

/**
 * A server whose tools call the API through `api`. `writes`: whether the write tools are listed (the request may
 * write: a session or a token of scope escrita, in a book the person may write in). An unlisted write tool called
 * anyway still goes to the API, whose hook refuses it with its own message: the rule has one owner.
 */
export function createGranaMcpServer(
  api: ApiCaller,
  access: { writes: boolean; logUnexpected?: (error: unknown) => void },
): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const listed = GRANA_TOOLS.filter((t) => access.writes || !t.writes);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: listed.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: inputSchemaOf(t),
      annotations: { readOnlyHint: !t.writes },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(api, request.params.name, request.params.arguments, access.logUnexpected),
  );
  return server;
}
