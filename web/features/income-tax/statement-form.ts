import {
  checkStatement,
  STATEMENT_MESSAGES,
  type StatementReading,
  statementBody,
  type TaxStatement,
} from '../../../common/contract/income-tax-statements';
import { fromText, moneyTextReading, z, zeroOrMoreMoneySchema } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';

/**
 * The informe's form: each field read by the contract's own schema (so every message is the server's), the
 * figures as typed text ('12.345,67'), blank as zero; the same checks as the server's before sending.
 */

const money = () => moneyTextReading.pipe(zeroOrMoreMoneySchema(STATEMENT_MESSAGES.negative));

/** The money fields, in the informe's order (quadro 3, 5, 4), with the words the informe prints. */
export const STATEMENT_MONEY_FIELDS = [
  {
    name: 'taxable',
    label: 'Rendimentos tributáveis',
    hint: 'Quadro 3, linha 1: salários, férias, pró-labore',
  },
  { name: 'official_pension', label: 'Contribuição previdenciária oficial', hint: 'Quadro 3, linha 2: INSS' },
  { name: 'withheld', label: 'Imposto retido na fonte', hint: 'Quadro 3, linha 5' },
  { name: 'thirteenth', label: '13º salário', hint: 'Quadro 5, linha 1' },
  { name: 'thirteenth_withheld', label: 'IRRF sobre o 13º', hint: 'Quadro 5, linha 2' },
  { name: 'plr', label: 'Participação nos lucros (PLR)', hint: 'Quadro 5' },
  { name: 'plr_withheld', label: 'IRRF sobre a PLR', hint: 'Quadro 5' },
  { name: 'exempt', label: 'Rendimentos isentos', hint: 'Quadro 4, o total' },
] as const;

export type StatementMoneyField = (typeof STATEMENT_MONEY_FIELDS)[number]['name'];

/** Blank text as absent: an edit's document left blank keeps the stored one. */
const blankAsAbsent = z.string().transform((text) => (text.trim() === '' ? undefined : text));

/** The form's schema: a new informe asks the source's CPF/CNPJ; an edit keeps it when left blank. */
export function statementFormSchema(editing: boolean) {
  const shape = statementBody.shape;
  return z
    .object({
      person: fromText(shape.person),
      payer_name: fromText(shape.payer_name),
      payer_document: editing
        ? blankAsAbsent.pipe(shape.payer_document.optional())
        : fromText(shape.payer_document),
      taxable: money(),
      official_pension: money(),
      withheld: money(),
      thirteenth: money(),
      thirteenth_withheld: money(),
      plr: money(),
      plr_withheld: money(),
      exempt: money(),
    })
    .superRefine(checkStatement);
}

export type StatementFormValues = z.input<ReturnType<typeof statementFormSchema>>;
export type StatementFormOutput = z.output<ReturnType<typeof statementFormSchema>>;

const reaisText = (reais: number) => (reais === 0 ? '' : centsToInputText(reaisToCents(reais)));

/** What a new informe's form starts from: a source the rows name (its name and CNPJ), or an informe's PDF read. */
export type StatementStart =
  | { kind: 'source'; payerName: string; payerDocument: string }
  | { kind: 'read'; draft: StatementReading['draft'] };

const BLANK: StatementFormValues = {
  person: '0',
  payer_name: '',
  payer_document: '',
  taxable: '',
  official_pension: '',
  withheld: '',
  thirteenth: '',
  thirteenth_withheld: '',
  plr: '',
  plr_withheld: '',
  exempt: '',
};

/** A CPF comes masked from the page: the field starts empty (an edit keeps the stored one). */
const documentText = (shown: string) => (shown.includes('*') ? '' : shown);

/** A new informe's form (blank, from a source, or from its PDF), or the informe's own values for an edit. */
export function statementFormValues(from: TaxStatement | StatementStart | null): StatementFormValues {
  if (!from) return BLANK;
  if ('id' in from)
    return {
      person: String(from.person),
      payer_name: from.payerName,
      payer_document: documentText(from.payerDocument),
      taxable: reaisText(from.taxable),
      official_pension: reaisText(from.officialPension),
      withheld: reaisText(from.withheld),
      thirteenth: reaisText(from.thirteenth),
      thirteenth_withheld: reaisText(from.thirteenthWithheld),
      plr: reaisText(from.plr),
      plr_withheld: reaisText(from.plrWithheld),
      exempt: reaisText(from.exempt),
    };
  if (from.kind === 'source')
    return { ...BLANK, payer_name: from.payerName, payer_document: documentText(from.payerDocument) };
  const d = from.draft;
  return {
    person: '0',
    payer_name: d.payer_name,
    payer_document: d.payer_document,
    taxable: reaisText(d.taxable),
    official_pension: reaisText(d.official_pension),
    withheld: reaisText(d.withheld),
    thirteenth: reaisText(d.thirteenth),
    thirteenth_withheld: reaisText(d.thirteenth_withheld),
    plr: reaisText(d.plr),
    plr_withheld: reaisText(d.plr_withheld),
    exempt: reaisText(d.exempt),
  };
}
