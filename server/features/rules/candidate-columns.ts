import {
  matchRulesIn,
  type RuleFacts,
  type RuleSubject,
  type RulesOutcome,
  type RunnableRule,
} from '../../../common/rules';

/** A stored transaction rules may change: what they test, and what a change names. */
export interface RuleCandidate extends RuleSubject {
  id: number;
  date: string;
  categoryId: number | null;
}

/** Between two rows' descriptions in a read of candidates (repository.ts candidateColumns). */
export const DESCRIPTION_SEPARATOR = '\u001e';

const COMMA = 44;
const MINUS = 45;
const ZERO = 48;

/** Digits a field may have for the loop below to add them up exactly (10^15 < 2^53). */
const EXACT_DIGITS = 15;

const DAY_MS = 86_400_000;
/** The days (since 1970-01-01) of 0001-01-01 and 9999-12-31: the dates PostgreSQL writes as YYYY-MM-DD. */
const FIRST_DAY = -719_162;
const LAST_DAY = 2_932_896;

/** A date from its day number, as PostgreSQL writes it (years 1 to 9999). */
const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A stored row of a read of columns, as rules see it: its fields are read from the columns when asked, and its date
 * (the day's text) and description made then, which only the rows a preview shows are.
 */
export class ColumnCandidate implements RuleCandidate {
  constructor(
    private readonly columns: CandidateColumns,
    private readonly index: number,
  ) {}

  get id(): number {
    return this.columns.ids[this.index]!;
  }

  /** Days since 1970-01-01: orders the rows as their dates do. */
  get day(): number {
    return this.columns.days[this.index]!;
  }

  get date(): string {
    return isoDateOf(this.day);
  }

  get description(): string {
    return this.columns.descriptionOf(this.index);
  }

  get payeeId(): number | null {
    return this.columns.payees[this.index]! || null;
  }

  get amountCents(): number {
    return this.columns.cents[this.index]!;
  }

  get accountId(): number {
    return this.columns.accounts[this.index]!;
  }

  get type(): RuleCandidate['type'] {
    return this.columns.incomes[this.index] === 1 ? 'RECEITA' : 'DESPESA';
  }

  get categoryId(): number | null {
    return this.columns.categories[this.index]! || null;
  }
}

/**
 * Rows that rules may change, read as two texts for the whole read rather than a text per row: their fields
 * (id, days since 1970-01-01 times 2 plus 1 for RECEITA, payee or 0, cents, account, category or 0; each row's six
 * after the last row's, all joined by commas) and their descriptions (joined by DESCRIPTION_SEPARATOR). 100,000 rows were 100,000
 * texts to decode and 100,000 objects to build before a rule ran, and PostgreSQL's writing of their dates as text
 * a third of its work; here the fields are read into typed arrays and the descriptions matched where they stand in
 * their text, and only the rows the rules match become objects (issue 80). `read` answers null when the texts do
 * not frame the rows (a description holding the separator) or a date is outside the years 1 to 9999: the caller
 * then reads the rows one by one.
 */
export class CandidateColumns {
  private constructor(
    readonly size: number,
    /** The descriptions, and where each starts in them (one more: where the one after the last would). */
    private readonly descriptions: string,
    private readonly starts: Int32Array,
    readonly ids: Float64Array,
    readonly days: Float64Array,
    readonly payees: Float64Array,
    readonly cents: Float64Array,
    readonly accounts: Float64Array,
    readonly incomes: Uint8Array,
    readonly categories: Float64Array,
  ) {}

  static read(fields: string | null, descriptions: string | null): CandidateColumns | null {
    if (fields === null || descriptions === null)
      return fields === descriptions ? CandidateColumns.sized('', new Int32Array(1)) : null;
    const columns = CandidateColumns.sized(descriptions, startsOf(descriptions));
    const reader = new FieldReader(fields);
    for (let i = 0; i < columns.size; i++) {
      columns.ids[i] = reader.number();
      // The day and the type in one number: day * 2, plus 1 for RECEITA.
      const dayAndType = reader.number();
      const income = dayAndType & 1;
      const day = (dayAndType - income) / 2;
      columns.days[i] = day;
      columns.incomes[i] = income;
      columns.payees[i] = reader.number();
      columns.cents[i] = reader.number();
      columns.accounts[i] = reader.number();
      columns.categories[i] = reader.number();
      if (reader.failed || day < FIRST_DAY || day > LAST_DAY) return null;
    }
    // As many rows of fields as descriptions: no description held the separator.
    return reader.done ? columns : null;
  }

  private static sized(descriptions: string, starts: Int32Array): CandidateColumns {
    const size = starts.length - 1;
    const numbers = () => new Float64Array(size);
    return new CandidateColumns(
      size,
      descriptions,
      starts,
      numbers(),
      numbers(),
      numbers(),
      numbers(),
      numbers(),
      new Uint8Array(size),
      numbers(),
    );
  }

  descriptionOf(i: number): string {
    return this.descriptions.slice(this.starts[i]!, this.starts[i + 1]! - 1);
  }

  /** The rules that match row `i` (matchRulesIn), `facts` written with its fields (one object for every row). */
  match(rules: readonly RunnableRule[], i: number, facts: RuleFacts): RulesOutcome | null {
    facts.payeeId = this.payees[i]! || null;
    facts.amountCents = this.cents[i]!;
    facts.accountId = this.accounts[i]!;
    facts.type = this.incomes[i] === 1 ? 'RECEITA' : 'DESPESA';
    return matchRulesIn(rules, facts, this.descriptions, this.starts[i]!, this.starts[i + 1]! - 1);
  }

  candidateAt(i: number): ColumnCandidate {
    return new ColumnCandidate(this, i);
  }

  /** The row that comes last in the order date desc, id desc: where the next page of that order starts. */
  oldest(): { date: string; id: number } | undefined {
    if (this.size === 0) return undefined;
    let last = 0;
    for (let i = 1; i < this.size; i++) {
      const day = this.days[i]!;
      const lastDay = this.days[last]!;
      if (day < lastDay || (day === lastDay && this.ids[i]! < this.ids[last]!)) last = i;
    }
    return { date: isoDateOf(this.days[last]!), id: this.ids[last]! };
  }
}

/** Where each description starts in their text, and where one after the last would (past its separator). */
function startsOf(descriptions: string): Int32Array {
  let count = 1;
  for (
    let at = descriptions.indexOf(DESCRIPTION_SEPARATOR);
    at >= 0;
    at = descriptions.indexOf(DESCRIPTION_SEPARATOR, at + 1)
  )
    count += 1;
  const starts = new Int32Array(count + 1);
  let row = 1;
  for (
    let at = descriptions.indexOf(DESCRIPTION_SEPARATOR);
    at >= 0;
    at = descriptions.indexOf(DESCRIPTION_SEPARATOR, at + 1)
  )
    starts[row++] = at + 1;
  starts[count] = descriptions.length + 1;
  return starts;
}

/** Reads the comma-separated fields one after another, without a string per field. */
class FieldReader {
  private at = 0;
  failed = false;
  constructor(private readonly text: string) {}

  get done(): boolean {
    return !this.failed && this.at >= this.text.length;
  }

  /** A whole number of at most EXACT_DIGITS digits, maybe negative, and the comma after it (or the end). */
  number(): number {
    const { text } = this;
    const negative = text.charCodeAt(this.at) === MINUS;
    if (negative) this.at += 1;
    let value = 0;
    let digits = 0;
    let code = text.charCodeAt(this.at);
    while (code >= ZERO && code <= ZERO + 9) {
      value = value * 10 + (code - ZERO);
      digits += 1;
      code = text.charCodeAt(++this.at);
    }
    this.endOfField(digits > 0 && digits <= EXACT_DIGITS);
    return negative ? -value : value;
  }

  private endOfField(valid: boolean): void {
    if (!valid) this.failed = true;
    if (this.at < this.text.length) {
      if (this.text.charCodeAt(this.at) !== COMMA) this.failed = true;
      this.at += 1;
    }
  }
}
