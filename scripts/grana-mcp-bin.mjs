#!/usr/bin/env node
// The `grana-mcp` command (package.json bin): runs scripts/grana-mcp.ts through tsx, as the project's other scripts
// run, so that an MCP client's configuration can name one command.
import { register } from 'tsx/esm/api';

register();
await import('./grana-mcp.ts');
