/** Firefly III's "Export all transactions" CSV of the invented journals (SOURCES.md). */
import { FIREFLY_FEBRUARY, FIREFLY_JANUARY, type FireflyJournal } from './firefly-journals';
import { FIREFLY_MARCH } from './firefly-journals-march';

// Firefly III: ExportDataGenerator::exportTransactions's header, then config('firefly.journal_meta_fields').
const FIREFLY_HEADER = [
  'user_id',
  'group_id',
  'journal_id',
  'created_at',
  'updated_at',
  'group_title',
  'type',
  'currency_code',
  'amount',
  'foreign_currency_code',
  'foreign_amount',
  'native_currency_code',
  'native_amount',
  'native_foreign_amount',
  'description',
  'date',
  'source_name',
  'source_iban',
  'source_type',
  'destination_name',
  'destination_iban',
  'destination_type',
  'reconciled',
  'category',
  'budget',
  'bill',
  'tags',
  'notes',
  'sepa_cc',
  'sepa_ct_op',
  'sepa_ct_id',
  'sepa_db',
  'sepa_country',
  'sepa_ep',
  'sepa_ci',
  'sepa_batch_id',
  'external_url',
  'interest_date',
  'book_date',
  'process_date',
  'due_date',
  'payment_date',
  'invoice_date',
  'recurrence_id',
  'internal_reference',
  'bunq_payment_id',
  'import_hash',
  'import_hash_v2',
  'external_id',
  'original_source',
  'recurrence_total',
  'recurrence_count',
];

const FIREFLY: FireflyJournal[] = [...FIREFLY_JANUARY, ...FIREFLY_FEBRUARY, ...FIREFLY_MARCH];

/** League\Csv's writer as Firefly uses it: PHP's fputcsv, which quotes a cell holding a space too. */
function phpCsvCell(value: string): string {
  return /[",\n\r\t ]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function fireflyCsv(): string {
  const lines = [FIREFLY_HEADER.join(',')];
  FIREFLY.forEach((j, i) => {
    const [group, title, type, amount, description, date, source, sourceType, destination, destinationType] =
      j;
    const [reconciled, category, budget, tags, notes] = j.slice(10) as [
      boolean,
      string,
      string,
      string,
      string,
    ];
    const stamp = `${date}T09:${String(10 + i).padStart(2, '0')}:00-03:00`;
    const cells = [
      '1',
      String(group),
      String(101 + i),
      stamp,
      stamp,
      title,
      type,
      'BRL',
      amount,
      '',
      '',
      'BRL',
      '',
      '',
      description,
      `${date}T00:00:00-03:00`,
      source,
      '',
      sourceType,
      destination,
      '',
      destinationType,
      reconciled ? '1' : '',
      category,
      budget,
      '',
      tags,
      notes,
      ...new Array(FIREFLY_HEADER.length - 28).fill(''),
    ];
    lines.push(cells.map(phpCsvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}
