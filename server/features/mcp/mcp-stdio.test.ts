import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, it } from 'vitest';
import { TOKEN_MESSAGES } from '../../../common/contract/api-tokens';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

it('npm run mcp: the stdio server lists the tools and answers from the Grana at GRANA_URL with GRANA_TOKEN', async () => {
  const port = await freePort();
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const user = await createUser(ctx);
  await createAccount(ctx, user, { name: 'Conta Nubank', opening_balance: 1234.56 });
  const created = await actingAs(ctx, user).post('/me/tokens', {
    name: 'Claude Desktop',
    scope: 'leitura',
    bookIds: [user.id],
    expiresInDays: null,
    allowedAddresses: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // The script as `npm run mcp` starts it (tsx), as a local assistant's configuration does.
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/grana-mcp.ts'],
    env: {
      PATH: process.env.PATH ?? '',
      GRANA_URL: `http://127.0.0.1:${port}`,
      GRANA_TOKEN: created.body.data.secret,
    },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'teste', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('search_transactions');
    expect(tools).toHaveLength(13);
    const accounts = (await client.callTool({ name: 'list_accounts', arguments: {} })) as CallToolResult;
    expect(accounts.content[0]).toMatchObject({ type: 'text' });
    expect((accounts.content[0] as { text: string }).text).toContain(
      '- Conta Nubank (Conta Corrente): R$ 1.234,56',
    );
    // The stdio server cannot know the token's scope: the API's hook refuses the write with its own words.
    const write = (await client.callTool({
      name: 'record_transaction',
      arguments: { description: 'Pão', amount: 8, account: 'Conta Nubank' },
    })) as CallToolResult;
    expect(write).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: TOKEN_MESSAGES.readOnly }],
    });
  } finally {
    await client.close();
  }
}, 60_000);
