/**
 * The secret the browser tests' server signs with: tests that need a link the server would have e-mailed (a
 * reminder's unsubscribe link) sign it the same way.
 */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';
