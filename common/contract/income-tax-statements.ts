import type { DocumentKind } from '../documents';
import { taxPersonSchema, taxYearSchema } from './income-tax-fields';
import { requiredDocumentSchema } from './payees';
import { idSchema, z, zeroOrMoreMoneySchema } from './shared';

/**
 * The informes de rendimentos (POST, PUT and DELETE /income-tax/informes; listed in GET /income-tax's
 * `statements`): what each paying source says it paid a person of the book in the year, in the quadros of the
 * Receita's model (IN RFB nº 2.060/2021). Reais on the wire.
 */

/** A book keeps at most this many informes, all years together: a family's sources over many years. */
export const MAX_STATEMENTS_PER_BOOK = 300;
export const PAYER_NAME_MAX_LENGTH = 120;

export const STATEMENT_MESSAGES = {
  payerName: 'Informe o nome da fonte pagadora',
  payerNameLong: `O nome da fonte pagadora pode ter até ${PAYER_NAME_MAX_LENGTH} caracteres`,
  negative: 'Os valores do informe devem ser zero ou mais',
  empty: 'Preencha ao menos um valor do informe',
  withheldAbove: 'O imposto retido não pode ser maior que o rendimento',
  pensionAbove: 'A contribuição previdenciária não pode ser maior que os rendimentos tributáveis',
  duplicate: 'Já há um informe desta fonte pagadora para esta pessoa neste ano',
  tooMany: `Um livro pode ter até ${MAX_STATEMENTS_PER_BOOK} informes de rendimentos`,
  notFound: 'Informe de rendimentos não encontrado',
} as const;

const money = zeroOrMoreMoneySchema(STATEMENT_MESSAGES.negative).optional().default(0);

/** The quadros' figures, each blank as zero. */
const statementFields = {
  ano: taxYearSchema,
  person: taxPersonSchema.optional().default(0),
  payer_name: z
    .string({ error: STATEMENT_MESSAGES.payerName })
    .trim()
    .min(1, { error: STATEMENT_MESSAGES.payerName })
    .max(PAYER_NAME_MAX_LENGTH, { error: STATEMENT_MESSAGES.payerNameLong }),
  payer_document: requiredDocumentSchema,
  /** Quadro 3, linha 1: rendimentos tributáveis (salaries, férias, pro labore), 13º excluded. */
  taxable: zeroOrMoreMoneySchema(STATEMENT_MESSAGES.negative, 45000).optional().default(0),
  /** Quadro 3, linha 2: contribuição previdenciária oficial (INSS, RPPS). */
  official_pension: money,
  /** Quadro 3, linha 5: imposto sobre a renda retido na fonte. */
  withheld: money,
  /** Quadro 5, linha 1: 13º salário, and linha 2 its IRRF. */
  thirteenth: money,
  thirteenth_withheld: money,
  /** Quadro 5, linha 3: participação nos lucros (PLR), with its IRRF. */
  plr: money,
  plr_withheld: money,
  /** Quadro 4: the year's exempt incomes from this source, together. */
  exempt: money,
};

type Fields = Pick<
  z.output<z.ZodObject<typeof statementFields>>,
  | 'taxable'
  | 'official_pension'
  | 'withheld'
  | 'thirteenth'
  | 'thirteenth_withheld'
  | 'plr'
  | 'plr_withheld'
  | 'exempt'
>;

/** A figure cannot exceed what it is taken from; an informe of zeros says nothing. The form checks the same. */
export function checkStatement(s: Fields, ctx: z.RefinementCtx): void {
  const pairs: Array<[keyof Fields, number, number]> = [
    ['withheld', s.withheld, s.taxable],
    ['thirteenth_withheld', s.thirteenth_withheld, s.thirteenth],
    ['plr_withheld', s.plr_withheld, s.plr],
  ];
  for (const [path, part, whole] of pairs) {
    if (part > whole)
      ctx.addIssue({ code: 'custom', path: [path], message: STATEMENT_MESSAGES.withheldAbove });
  }
  if (s.official_pension > s.taxable)
    ctx.addIssue({ code: 'custom', path: ['official_pension'], message: STATEMENT_MESSAGES.pensionAbove });
  if (s.taxable + s.thirteenth + s.plr + s.exempt === 0)
    ctx.addIssue({ code: 'custom', path: ['taxable'], message: STATEMENT_MESSAGES.empty });
}

/** POST /income-tax/informes. */
export const statementBody = z.object(statementFields).superRefine(checkStatement);
export type StatementBody = z.input<typeof statementBody>;

/**
 * PUT /income-tax/informes: the informe `id`, every field again; `payer_document` absent keeps the stored one (a
 * CPF is shown masked, so an edit need not type it again).
 */
export const statementUpdateBody = z
  .object({ id: idSchema, ...statementFields, payer_document: requiredDocumentSchema.optional() })
  .superRefine(checkStatement);
export type StatementUpdateBody = z.input<typeof statementUpdateBody>;

/** An informe as listed: money in reais; the source's CPF masked as every screen shows it, a CNPJ in full. */
export interface TaxStatement {
  id: number;
  year: number;
  person: number;
  payerName: string;
  payerDocument: string;
  payerDocumentKind: DocumentKind;
  taxable: number;
  officialPension: number;
  withheld: number;
  thirteenth: number;
  thirteenthWithheld: number;
  plr: number;
  plrWithheld: number;
  exempt: number;
  /**
   * The year's rows of taxable income from this source (its payees with the same CPF/CNPJ) the informe replaces in
   * the declaration, reais: they are the same money, received net.
   */
  rowsReplaced: number;
}

export const STATEMENT_READING_MESSAGES = {
  notPdf: 'Envie o PDF do informe de rendimentos.',
  unreadable: 'Não foi possível ler este PDF. Digite os valores do informe.',
  scanned: 'Este PDF é uma imagem digitalizada, sem texto: digite os valores do informe.',
  notStatement:
    'Não encontramos um informe de rendimentos neste PDF (o modelo da Receita, com a fonte pagadora e os quadros de valores). Digite os valores do informe.',
} as const;

/**
 * POST /income-tax/informes/leitura's answer: the informe's figures read from its PDF, as POST
 * /income-tax/informes takes them, for the person to review; nothing is kept. `ano` is null when the PDF does not
 * say it. `notes`: what the reading placed by guess (quadro 5's "Outros" as PLR).
 */
export interface StatementReading {
  draft: {
    ano: number | null;
    payer_name: string;
    payer_document: string;
    taxable: number;
    official_pension: number;
    withheld: number;
    thirteenth: number;
    thirteenth_withheld: number;
    plr: number;
    plr_withheld: number;
    exempt: number;
  };
  notes: string[];
}
