// sql.js ships no types; these are the few calls the Actual reader and the sample script make.
declare module 'sql.js' {
  export type SqlValue = number | string | Uint8Array | null;
  export interface QueryExecResult {
    columns: string[];
    values: SqlValue[][];
  }
  export interface Database {
    exec(sql: string): QueryExecResult[];
    run(sql: string, params?: SqlValue[]): Database;
    export(): Uint8Array;
    close(): void;
  }
  export interface SqlJsStatic {
    Database: new (data?: Uint8Array) => Database;
  }
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<SqlJsStatic>;
}
