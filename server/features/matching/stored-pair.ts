/** A stored row read as one line's candidate (candidates.ts, estimates.ts), as the queries answer it. */
export interface StoredPair {
  ord: number;
  id: number;
  account_id: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  payee_id: number | null;
  payee_name: string | null;
  external_id: string | null;
  sync_id: string | null;
  holds_file: boolean;
  holds_sync: boolean;
  bank_text: string | null;
  bank_date: string | null;
  origin: 'manual' | 'recurring' | 'import' | 'sync';
  transfer_id: string | null;
  other_account_id: number | null;
  installment: boolean;
}
