/** GET and POST /debug/schema: what the database holds against what the code expects. */
export interface SchemaState {
  /** True when no migration is pending and every table the code expects exists. */
  ok: boolean;
  database: 'pglite' | 'postgres';
  applied: Array<{ tag: string | null; hash: string; created_at: number }>;
  pending: Array<{ tag: string; when: number }>;
  /** Tables the code uses that the database lacks. */
  missingTables: string[];
  /** Every table; `rows` counts the rows of the request's book (the person's, in sign-in tables), null where a table names no owner. */
  tables: Array<{ name: string; rows: number | null }>;
}

/** One transaction tied to a goal, as GET /debug/goal-transactions lists it. */
export interface GoalTransaction {
  id: number;
  date: string;
  /** Reais. */
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  description: string;
  account_id: number;
  account_name: string;
  goal_id: number;
  goal_name: string | null;
  transfer_id: string | null;
}

/** GET /debug/goal-transactions: the newest rows and how many there are in all. */
export interface GoalTransactions {
  count: number;
  items: GoalTransaction[];
}
