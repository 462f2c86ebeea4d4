// A shared book's money between its people (issue 35): who paid an expense, how it is divided between them, and
// settling up ("Acerto de contas"). Amounts on the wire are reais; every division is computed in integer cents.
import { idSchema, isoDateSchema, moneySchema, z } from './shared';

/** How an expense is divided between the book's people. */
export const SHARE_MODES = ['equal', 'parts', 'income'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];
export const shareModeLabels: Record<ShareMode, string> = {
  equal: 'Em partes iguais',
  parts: 'Por valores',
  income: 'Proporcional à renda',
};

/** 'Ana', 'Ana e Bia', 'Ana, Bia e Caio'. */
function namesInPortuguese(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

export const HOUSEHOLD_MESSAGES = {
  sharedOnly: 'Dividir entre pessoas só existe em livros compartilhados.',
  notAnExpense: 'Só uma despesa pode ser dividida entre pessoas.',
  transferNotShared: 'Uma transferência não pode ser dividida entre pessoas.',
  notAMember: 'Escolha pessoas que participam deste livro.',
  payerNotAMember: 'Quem pagou precisa participar deste livro.',
  noMembers: 'Escolha pelo menos uma pessoa para dividir.',
  repeatedMember: 'Cada pessoa aparece uma vez só na divisão.',
  partsMissing: 'Informe quanto cabe a cada pessoa.',
  partsSum: (parts: string, amount: string) => `As partes somam ${parts}, mas a despesa é de ${amount}.`,
  incomeMissing: (names: readonly string[]) =>
    `Informe a renda de ${namesInPortuguese(names)} no livro para dividir pela renda.`,
  settleSelf: 'Quem paga e quem recebe o acerto precisam ser pessoas diferentes.',
  settleAccounts: 'Escolha as duas contas do acerto, ou nenhuma.',
  settleSameAccount: 'Escolha contas diferentes para quem paga e quem recebe.',
  incomeOwnOrOwner: 'Só a própria pessoa ou um dono do livro informa a renda dela.',
  installmentsNotShared:
    'Uma compra parcelada é dividida entre pessoas depois de salva, em cada parcela (Editar Transação).',
} as const;

const memberId = idSchema;

/** The acertos GET /settlement lists: the newest of the period (their sums count them all). */
export const MAX_SETTLEMENTS_LISTED = 100;

/**
 * Who paid an expense and how it is divided: PUT /transactions/share's body without the row's id, and the `share`
 * POST /transactions takes to divide a new expense at once. `mode` null removes the division (the expense is then
 * its payer's alone); `userIds` (equal, income: default every person of the book) or `parts`.
 */
export const transactionShareFields = z.object({
  /** Who paid it: one of the book's people. */
  payerId: memberId,
  mode: z
    .enum(SHARE_MODES, { error: 'Escolha como dividir: em partes iguais, por valores ou pela renda' })
    .nullable(),
  userIds: z.array(memberId).max(20, { error: HOUSEHOLD_MESSAGES.notAMember }).optional(),
  parts: z
    .array(z.object({ userId: memberId, amount: moneySchema }))
    .max(20, { error: HOUSEHOLD_MESSAGES.notAMember })
    .optional(),
});
export type TransactionShareFields = z.input<typeof transactionShareFields>;

/** PUT /transactions/share: who paid the expense `id` and how it is divided. */
export const transactionShareBody = z.object({ id: idSchema, ...transactionShareFields.shape });

/** PUT /books/members/income: a person's monthly income in the book, for "Proporcional à renda" (null: none). */
export const memberIncomeBody = z.object({
  bookId: idSchema,
  userId: idSchema,
  income: moneySchema.nullable(),
});

/** GET /settlement?from&to: the current book's balances between its people over the period. */
export const settlementQuery = z.object({ from: isoDateSchema, to: isoDateSchema });

/** POST /settlements: a payment between two people that settles (part of) what one owes the other. */
export const settlementCreateBody = z.object({
  fromUserId: memberId,
  toUserId: memberId,
  amount: moneySchema,
  date: isoDateSchema,
  /** Both or neither: with both, the payment is also written as a transfer between these accounts of the book. */
  fromAccountId: idSchema.optional(),
  toAccountId: idSchema.optional(),
});

/** A person's part of a divided expense. */
export interface TransactionShare {
  userId: number;
  name: string;
  amount: number;
}

/** What a transaction of a shared book says about its people. */
export interface TransactionPeople {
  /** Who recorded it (null: Grana itself, an import or bank sync). */
  created_by: number | null;
  /** Who paid it (null: not said; a divided expense always says). */
  paid_by: number | null;
  paid_by_name: string | null;
  share_mode: ShareMode | null;
  shares: TransactionShare[];
}

export interface SettlementMember {
  userId: number;
  name: string;
  /** Divided expenses this person paid, in the period. */
  paid: number;
  /** This person's parts of the divided expenses, in the period. */
  owed: number;
  /** Acertos this person paid to others, and received from them. */
  sent: number;
  received: number;
  /** paid - owed + sent - received: above zero the others owe this person, below zero this person owes. */
  balance: number;
}

/** An acerto recorded (POST /settlements' answer, and each of GET /settlement's). */
export interface SettlementRecord {
  id: number;
  date: string;
  fromUserId: number;
  fromName: string;
  toUserId: number;
  toName: string;
  amount: number;
  /** The transfer between the two accounts it wrote; null when no accounts were chosen. */
  transferId: string | null;
}

/** GET /settlement's answer. */
export interface Settlement {
  from: string;
  to: string;
  members: SettlementMember[];
  /** The fewest payments that settle everyone: "Bia paga R$ 120,00 a Ana". */
  payments: Array<{ fromUserId: number; fromName: string; toUserId: number; toName: string; amount: number }>;
  /** The acertos recorded in the period, newest first: at most MAX_SETTLEMENTS_LISTED of them. */
  settlements: SettlementRecord[];
  /** How many acertos the period has (more than `settlements` lists when above MAX_SETTLEMENTS_LISTED). */
  settlementsCount: number;
}
