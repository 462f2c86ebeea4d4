// A transfer's requests and words: between two accounts of the book, between two books, between two currencies.
import { type CurrencyCode, currencySymbol } from '../currencies';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  idSchema,
  isoDateSchema,
  moneySchema,
  moneySchemaWith,
  requiredId,
  SELECT_ACCOUNT_MESSAGE,
  z,
} from './shared';
import { tagNamesSchema } from './tags';

const description = z
  .string({ error: 'Descrição inválida' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE });

/**
 * A transfer between accounts of two currencies (reais sent to a Nomad account in dollars): what the destination
 * receives is typed apart, and the IOF paid on it may be written with it.
 */
export const CROSS_CURRENCY_MESSAGES = {
  destinationMissing: (currency: CurrencyCode) =>
    `Informe o valor recebido na conta de destino, em ${currencySymbol(currency)}.`,
  destinationSameCurrency:
    'As duas contas estão na mesma moeda: a transferência tem um valor só. Não informe o valor recebido.',
  destinationNotPositive: 'O valor recebido deve ser maior que zero',
  wholeUnits: (currency: CurrencyCode) => `O valor recebido em ${currencySymbol(currency)} não tem centavos.`,
  iofSameCurrency: 'O IOF só se informa numa transferência entre moedas diferentes.',
  iofNotFromReais: 'O IOF só se informa quando a conta de origem é em reais.',
  iofNotPositive: 'O IOF deve ser maior que zero',
  otherSameCurrency:
    'As duas contas estão na mesma moeda: a transferência tem um valor só. Não informe o valor da outra conta.',
  /** The IOF's row: 'IOF' and what it was of ('IOF de Remessa para Nomad'). */
  otherNotPositive: 'O valor da outra conta deve ser maior que zero',
  iofDescription: (of: string) => `IOF de ${of}`.slice(0, DESCRIPTION_MAX_LENGTH),
} as const;

export const TRANSFER_DESTINATION_MESSAGE = 'Selecione a conta de destino';
export const TRANSFER_OTHER_ACCOUNT_MESSAGE = 'Selecione a outra conta da transferência';
export const TRANSFER_SAME_ACCOUNT_MESSAGE = 'A conta de destino deve ser diferente da conta de origem';

/** An optional amount in reais-like hundredths: null (a form's cleared field, an answer sent back) is absent. */
export const optionalAmount = (messages: { notPositive: string }) =>
  z.preprocess((v) => (v === null ? undefined : v), moneySchemaWith(messages).optional());

export const transferCreateBody = z
  .object({
    description: description.optional(),
    date: isoDateSchema,
    /** What leaves the source account, in its currency. */
    amount: moneySchema,
    /**
     * Between accounts of two currencies (required then, refused otherwise): what the destination receives, in its
     * currency, with at most two decimals (US$ 1.000,00 is 1000).
     */
    destination_amount: optionalAmount({ notPositive: CROSS_CURRENCY_MESSAGES.destinationNotPositive }),
    /**
     * Between two currencies from an account in reais: the IOF paid on the operation, in reais, written as its own
     * expense of the source account on the same day ('IOF de …'), deleted with the transfer.
     */
    iof: optionalAmount({ notPositive: CROSS_CURRENCY_MESSAGES.iofNotPositive }),
    fromAccountId: requiredId(SELECT_ACCOUNT_MESSAGE),
    toAccountId: requiredId(TRANSFER_DESTINATION_MESSAGE),
    /**
     * A transfer between two books: the book of the account the money leaves, or of the one it reaches, when it is
     * not the request's book (x-grana-book). One of the two accounts is always of the request's book
     * (CROSS_BOOK_MESSAGES.oneOpen); naming the request's own book is the same as leaving it out.
     */
    fromBookId: idSchema.optional(),
    toBookId: idSchema.optional(),
    /** The book's tags both legs carry, and the IOF (a trip's 'Viagem'); created when new, as a transaction's. */
    tagNames: tagNamesSchema,
  })
  .refine((v) => v.fromAccountId !== v.toAccountId, {
    error: TRANSFER_SAME_ACCOUNT_MESSAGE,
    path: ['toAccountId'],
  });
export type TransferCreateBody = z.input<typeof transferCreateBody>;

/** What a transfer between two books answers for the other leg's book when that leg is gone. */
export const OTHER_BOOK_LABEL = 'outro livro';

/** Why a transfer between two books cannot be made, changed or deleted by this person. */
export const CROSS_BOOK_MESSAGES = {
  oneOpen: 'Uma das contas da transferência deve ser do livro aberto.',
  readOnly: (book: string) =>
    `Você só pode ler o livro ${book}: a transferência não foi feita. Peça a um dono para mudar o seu papel.`,
  locked: (book: string) =>
    `Esta transferência também está no livro ${book}, que você não pode alterar: só quem edita os dois livros pode mudá-la ou excluí-la.`,
} as const;

/**
 * GET /transfers/books: the other books the person writes in (dono or editor), each with its active accounts, where
 * a transfer from the open book may go or come from. At most MAX_BOOKS_PER_PERSON books.
 */
export interface TransferBook {
  id: number;
  name: string;
  accounts: Array<{ id: number; name: string; type: string }>;
}

export const DEFAULT_TRANSFER_DESCRIPTION = 'Transferência';

/**
 * POST /transactions/:id/transfer ("Transformar em transferência"): an expense or income that was money moved
 * between two of the person's accounts becomes one leg of a transfer; `accountId` is the other account.
 */
export const toTransferParams = z.object({ id: idSchema });
export const toTransferBody = z.object({ accountId: requiredId(TRANSFER_OTHER_ACCOUNT_MESSAGE) });

/** Why a row cannot become a transfer (409), and the other account that cannot be (400). */
export const TO_TRANSFER_MESSAGES = {
  sameAccount: 'Escolha outra conta: uma transferência vai de uma conta para outra.',
  transfer: 'Esta transação já é uma transferência.',
  installment: 'Uma parcela de compra não vira transferência.',
  split: 'Uma transação dividida entre categorias não vira transferência: desfaça a divisão antes.',
  recurring: 'Um pagamento de gasto fixo não vira transferência.',
  otherCurrency:
    'A outra conta está em outra moeda: registre a transferência em Nova transação, com o valor recebido.',
} as const;
