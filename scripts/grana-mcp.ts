// npm run mcp (or the `grana-mcp` command): Grana's MCP server over stdio, for an assistant on the person's own
// machine (Claude Desktop, other MCP clients). Its tools call a running Grana over HTTP with a personal access token:
// GRANA_URL (default http://localhost:3000), GRANA_TOKEN (grana_pat_..., made in Perfil > Tokens de acesso) and,
// optionally, GRANA_BOOK (the id of a shared book; none: the personal book). stdout is the protocol's channel:
// anything else this process says goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createGranaMcpServer, fetchCaller } from '../server/features/mcp/public';

const DEFAULT_URL = 'http://localhost:3000';

const url = process.env.GRANA_URL?.trim() || DEFAULT_URL;
const token = process.env.GRANA_TOKEN?.trim();
if (!token) {
  process.stderr.write(
    'grana-mcp: defina GRANA_TOKEN com um token de acesso do Grana (Perfil > Tokens de acesso).\n',
  );
  process.exit(1);
}

// The token's scope is the server's to enforce: the write tools are listed, and a read-only token's write is refused
// by the API with its own message.
const server = createGranaMcpServer(fetchCaller(url, token, process.env.GRANA_BOOK?.trim() || undefined), {
  writes: true,
  logUnexpected: (error) => process.stderr.write(`grana-mcp: ${String(error)}\n`),
});
await server.connect(new StdioServerTransport());
process.stderr.write(`grana-mcp: pronto, falando com ${url}\n`);
