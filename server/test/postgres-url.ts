/** The same server, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A database to run CREATE/DROP DATABASE from: the one named in the URL. */
export function adminUrl(url: string): string {
  return url;
}
