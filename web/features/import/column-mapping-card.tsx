import type { CsvSettings } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { changeMapping, MAPPING_FIELDS, mappingProblem } from './import-settings';
import type { StatementSummary } from './statement-summary';

/** 'Mapeamento de colunas' of a CSV: the file's column for each field, and the transfers' destination. */
export function ColumnMappingCard({
  summary,
  headers,
  settings,
  onSettings,
  destination,
  onDestination,
}: {
  summary: StatementSummary;
  /** The file's columns (the last ones known while a reading failed to find the header). */
  headers: string[];
  settings: CsvSettings;
  onSettings: (next: CsvSettings) => void;
  destination: string;
  onDestination: (column: string) => void;
}) {
  const incomplete = mappingProblem(settings);
  return (
    <Card className="p-5">
      <h2 className="font-semibold">Mapeamento de colunas</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Escolha a coluna do arquivo para cada campo. Data e valor são obrigatórios; um extrato com colunas
        separadas de débito e crédito usa as duas no lugar do valor.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {MAPPING_FIELDS.map(({ field, label }) => (
          <SelectField
            key={field}
            label={field === 'date' ? `${label} *` : label}
            value={summary.mapping[field] ?? ''}
            onChange={(e) => onSettings(changeMapping(settings, summary, field, e.target.value))}
          >
            <option value="">— Não usar —</option>
            <ColumnOptions headers={headers} />
          </SelectField>
        ))}
        <SelectField
          label="Destino (transferências)"
          value={destination}
          onChange={(e) => onDestination(e.target.value)}
        >
          <option value="">Automático</option>
          <ColumnOptions headers={headers} />
        </SelectField>
      </div>
      {incomplete ? (
        <Alert tone="error" className="mt-3">
          {incomplete}
        </Alert>
      ) : null}
    </Card>
  );
}

function ColumnOptions({ headers }: { headers: string[] }) {
  const seen = new Set<string>();
  return (
    <>
      {headers.map((header) => {
        if (header === '' || seen.has(header)) return null;
        seen.add(header);
        return (
          <option key={header} value={header}>
            {header}
          </option>
        );
      })}
    </>
  );
}
