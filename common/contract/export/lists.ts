import { compactDocumentText, DOCUMENT_MESSAGES, readDocument } from '../../documents';
import { mappingFitsType, TAX_MAPPINGS } from '../../income-tax-declaration';
import { ACCOUNT_TYPES, CARD_IN_REAIS_MESSAGE } from '../accounts';
import { billMonthSchema } from '../cards';
import { CATEGORY_TYPES, categoryColorSchema, categoryIconSchema } from '../categories';
import { currencySchema } from '../foreign-money';
import { PAYER_NAME_MAX_LENGTH, STATEMENT_MESSAGES } from '../income-tax-statements';
import { idSchema, isoDateSchema, signedMoneySchema, z, zeroOrMoreMoneySchema } from '../shared';
import { createdAt, dayOfMonth, name, optionalInstant, optionalRef } from './fields';

/**
 * The book's lists the other rows name: accounts (and the card bills whose dates the bank moved), categories (with
 * what each is in the IRPF declaration, and the declaration's years), tags, payees.
 */

export const backupAccount = z
  .object({
    id: idSchema,
    name,
    type: z.enum(ACCOUNT_TYPES, { error: 'Tipo de conta inválido' }),
    /** ISO 4217: the account's rows and opening balance are in it. Absent from backups made before 0058: reais. */
    currency: currencySchema.optional().default('BRL'),
    openingBalance: signedMoneySchema,
    /** A card's bill terms (absent from backups written before cards had them). */
    closingDay: dayOfMonth.nullish().transform((v) => v ?? null),
    dueDay: dayOfMonth.nullish().transform((v) => v ?? null),
    creditLimit: signedMoneySchema
      .refine((v) => v >= 0)
      .nullish()
      .transform((v) => v ?? null),
    paymentAccountId: optionalRef,
    archivedAt: optionalInstant,
    createdAt,
  })
  .refine((a) => a.type !== 'credit_card' || a.currency === 'BRL', {
    error: CARD_IN_REAIS_MESSAGE,
    path: ['currency'],
  });

export const backupCategory = z
  .object({
    id: idSchema,
    name,
    type: z.enum(CATEGORY_TYPES, { error: 'Tipo de categoria inválido: use receita ou despesa' }),
    // Absent from backups made before categories had them.
    icon: categoryIconSchema.nullish().transform((v) => v ?? null),
    color: categoryColorSchema.nullish().transform((v) => v ?? null),
    /**
     * What it is in the IRPF declaration (common/income-tax-declaration.ts); null: left out. Absent from backups made
     * before 0048: the restore maps the starter categories as a new book's are.
     */
    taxCode: z.enum(TAX_MAPPINGS, { error: 'Código da declaração inválido' }).nullable().optional(),
    /** The parent of a subcategory, an id of the file's categories; absent from backups made before 0052. */
    parentId: idSchema.nullish().transform((v) => v ?? null),
    createdAt,
  })
  .refine((c) => c.taxCode == null || mappingFitsType(c.taxCode, c.type), {
    error: 'Código da declaração que não serve ao tipo da categoria',
    path: ['taxCode'],
  });

/** A book's payees bound the beneficiaries (one each at most); this bounds the list before they are counted. */
export const MAX_BACKUP_BENEFICIARIES = 100_000;

const taxMoney = zeroOrMoreMoneySchema(STATEMENT_MESSAGES.negative);
const taxYear = z.number().int().min(2000).max(2100);

/**
 * A year of the declaration (income_tax_years): its dependents and, from 0061, the Carnê-Leão paid when typed
 * (null: the DARFs worked out).
 */
export const backupIncomeTaxYear = z.object({
  year: taxYear,
  dependents: z.number().int().min(0).max(30),
  carneLeaoPaid: taxMoney.nullish().transform((v) => v ?? null),
});

/** A stored CPF or CNPJ: its digits (a CNPJ's capitals), checked again. */
const storedDocument = z.string().refine((v) => readDocument(v).ok && v === compactDocumentText(v), {
  error: DOCUMENT_MESSAGES.invalid,
});

/** An informe de rendimentos (income_tax_statements, from 0061); a leitor's backup leaves those of a CPF out. */
export const backupIncomeTaxStatement = z.object({
  year: taxYear,
  person: z.number().int().min(0).max(30),
  payerName: z.string().trim().min(1).max(PAYER_NAME_MAX_LENGTH),
  payerDocument: storedDocument,
  taxable: taxMoney,
  officialPension: taxMoney,
  withheld: taxMoney,
  thirteenth: taxMoney,
  thirteenthWithheld: taxMoney,
  plr: taxMoney,
  plrWithheld: taxMoney,
  exempt: taxMoney,
});

/** Tags and payees: a name. */
export const backupNamed = z.object({ id: idSchema, name, createdAt });

/** A payee: its name and, from 0047, its CPF or CNPJ (digits, checked again; a file without one has none). */
export const backupPayee = backupNamed.extend({
  document: z
    .string()
    .nullish()
    .transform((v) => v ?? null)
    .pipe(storedDocument.nullable()),
});

/** A card bill whose dates the bank moved. */
export const backupCardBill = z.object({
  accountId: idSchema,
  month: billMonthSchema,
  closingDate: isoDateSchema,
  dueDate: isoDateSchema,
});
