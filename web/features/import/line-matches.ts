import type {
  ImportHint,
  ImportResult,
  LineMatch,
  LineMatchChoice,
  LineMatchKind,
  MatchRow,
} from '../../../common/contract/import';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** What a line becomes once the person's choice is applied: a kind of the server's, or left out. */
export type EffectiveKind = LineMatchKind | 'skip';

/** The kind the import will apply to a line: the server's, unless the person chose otherwise. */
export function effectiveKind(match: LineMatch, choice: LineMatchChoice | undefined): EffectiveKind {
  if (choice === undefined) return match.kind;
  if (choice === 'skip') return 'skip';
  if (choice === 'new') return 'new';
  // A row chosen by hand: the recorded row (or the transfer's leg) the server matched, or another one.
  return match.row?.id === choice && (match.kind === 'transfer' || match.kind === 'recurring')
    ? match.kind
    : 'recorded';
}

/**
 * Whether a line of that kind takes the category the preview gives it: only a line written as a row of its own
 * (new, or ambiguous and left to the person). A recorded row or a transfer's leg keeps its own, a fixed item's
 * payment gets the item's, a line imported before, an installment recorded already or a line left out writes nothing.
 */
export function takesCategory(kind: EffectiveKind): boolean {
  return kind === 'new' || kind === 'ambiguous';
}

/**
 * Whether the import will match some line of the preview with a recorded row (or a transfer's leg), which may then
 * take the bank's date ('bankDates').
 */
export function attachesLines(
  rows: ReadonlyArray<{ line: number }>,
  hints: ReadonlyMap<number, ImportHint | undefined> | undefined,
  chosen: Readonly<Record<string, LineMatchChoice>>,
): boolean {
  return markedLines(
    rows.map((row) => row.line),
    hints,
    chosen,
  ).some(({ match, choice }) => {
    const kind = effectiveKind(match, choice);
    return kind === 'recorded' || kind === 'transfer';
  });
}

/** The summary's words per kind, in the order shown. */
const summaryWords: ReadonlyArray<[EffectiveKind, string, string]> = [
  ['new', 'novo', 'novos'],
  ['recorded', 'já registrado', 'já registrados'],
  ['recurring', 'paga gasto fixo', 'pagam gastos fixos'],
  ['transfer', 'parte de transferência', 'partes de transferências'],
  ['installment', 'parcela já registrada', 'parcelas já registradas'],
  ['duplicate', 'já importado', 'já importados'],
  ['ambiguous', 'para escolher', 'para escolher'],
  ['skip', 'não será importado', 'não serão importados'],
];

/**
 * The line above the preview: how many lines of each kind, the person's choices applied
 * ('3 novos · 2 já registrados · 1 paga gasto fixo'); '' while no line has a mark.
 */
export function matchSummaryText(
  lines: ReadonlyArray<{ match: LineMatch; choice: LineMatchChoice | undefined }>,
): string {
  const counts = new Map<EffectiveKind, number>();
  for (const { match, choice } of lines) {
    const kind = effectiveKind(match, choice);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return summaryWords
    .filter(([kind]) => (counts.get(kind) ?? 0) > 0)
    .map(([kind, one, many]) => count(counts.get(kind) ?? 0, one, many))
    .join(' · ');
}

/** 'dd/mm/aaaa descrição R$ x', how a recorded row is named in the preview. */
export function matchRowText(row: MatchRow): string {
  return `${formatDateBR(row.date)} ${row.description} ${formatReais(row.amount)}`;
}

/** The recorded rows a line may be matched with: the one matched first, then the candidates, each once. */
export function matchRowsOf(match: LineMatch): MatchRow[] {
  const rows = match.row ? [match.row, ...match.candidates] : [...match.candidates];
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

export interface MatchOption {
  /** '' is the import's own decision (no entry in lineMatches). */
  value: string;
  label: string;
}

/**
 * The override's options: the import's decision (its mark is shown beside), write it as new, leave it out, or match
 * it with a row.
 */
export function matchOptions(match: LineMatch): MatchOption[] {
  return [
    { value: '', label: 'Automático' },
    { value: 'new', label: 'Importar como novo' },
    { value: 'skip', label: 'Não importar' },
    ...matchRowsOf(match).map((row) => ({
      value: String(row.id),
      label: `Combinar com ${matchRowText(row)}`,
    })),
  ];
}

/** The select's value back as a choice; undefined: the import decides. */
export function choiceOf(value: string): LineMatchChoice | undefined {
  if (value === '') return undefined;
  if (value === 'new' || value === 'skip') return value;
  return Number(value);
}

/**
 * Where the list shows a matched row: its account, its day and its text (the list has no address for a single
 * row; this finds it and, at most, a same-day twin).
 */
export function matchedRowPath(row: MatchRow, accountId: string): string {
  const params = new URLSearchParams({ q: row.description.slice(0, 100), from: row.date, to: row.date });
  if (accountId) params.set('accountId', accountId);
  return `/transactions?${params.toString()}`;
}

/** The lines with a hint, paired with the person's choice, for the summary. */
export function markedLines(
  lines: readonly number[],
  hints: ReadonlyMap<number, ImportHint | undefined> | undefined,
  chosen: Readonly<Record<string, LineMatchChoice>>,
): Array<{ match: LineMatch; choice: LineMatchChoice | undefined }> {
  const marked: Array<{ match: LineMatch; choice: LineMatchChoice | undefined }> = [];
  for (const line of lines) {
    const match = hints?.get(line)?.match;
    if (match) marked.push({ match, choice: chosen[String(line)] });
  }
  return marked;
}

/**
 * The result's counts of matching, in the person's words ('2 já registrados', '1 gasto fixo pago', …); empty
 * when the import matched nothing and nobody chose.
 */
export function matchResultTexts(
  result: Pick<
    ImportResult,
    'matched' | 'recurringPaid' | 'transfersMatched' | 'ambiguous' | 'skippedByChoice'
  >,
): string[] {
  const texts: string[] = [];
  if (result.matched > 0) texts.push(count(result.matched, 'já registrado', 'já registrados'));
  if (result.recurringPaid > 0)
    texts.push(count(result.recurringPaid, 'gasto fixo pago', 'gastos fixos pagos'));
  if (result.transfersMatched > 0)
    texts.push(count(result.transfersMatched, 'parte de transferência', 'partes de transferências'));
  if (result.ambiguous > 0)
    texts.push(
      count(
        result.ambiguous,
        'sem escolha automática: importado como novo',
        'sem escolha automática: importados como novos',
      ),
    );
  if (result.skippedByChoice > 0)
    texts.push(
      count(result.skippedByChoice, 'não importado por sua escolha', 'não importados por sua escolha'),
    );
  return texts;
}

/** A figure of the result's head: what the import wrote, matched and left out. */
export interface ResultStat {
  label: 'Inseridos' | 'Combinados' | 'Ignorados';
  value: number;
}

/**
 * The result's head figures. A line matched with a row the person had recorded (or a transfer's leg) wrote nothing,
 * yet it was not ignored: it is that row, which now carries the bank's line. So it is counted as 'Combinados', shown
 * when there is one, and 'Ignorados' keeps what truly was left out (already imported, unreadable, left out by choice).
 */
export function resultStats(
  result: Pick<ImportResult, 'inserted' | 'skipped' | 'matched' | 'transfersMatched'>,
): ResultStat[] {
  const combined = result.matched + result.transfersMatched;
  return [
    { label: 'Inseridos', value: result.inserted },
    ...(combined > 0 ? [{ label: 'Combinados' as const, value: combined }] : []),
    { label: 'Ignorados', value: result.skipped - combined },
  ];
}

/** 'Desfazer combinações' is offered when the import matched rows and wrote something to find them by. */
export function canUndoMatches(
  result: Pick<ImportResult, 'matched' | 'recurringPaid' | 'transfersMatched' | 'importId'>,
): boolean {
  return result.importId !== null && result.matched + result.recurringPaid + result.transfersMatched > 0;
}

/** The toast after 'Desfazer combinações'. */
export function unmatchedText(unmatched: number): string {
  return count(unmatched, 'combinação desfeita', 'combinações desfeitas');
}
