/**
 * Every query about bank sync starts with this key (the credentials, the connections, each one's runs): saving
 * credentials changes the connections' states, so one invalidation refreshes them all.
 */
export const syncKey = ['sync'] as const;
