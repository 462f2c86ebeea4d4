// What the MCP server offers outside its folder: the /mcp routes (app.ts) and the server over a caller of the API's
// own (the stdio script, scripts/grana-mcp.ts, with fetch).
export { fetchCaller } from './api-caller';
export { mcpRoutes } from './routes';
export { createGranaMcpServer } from './server';
