import { type CsvSettings, type DefaultType, PRESETS } from '../../../common/csv';
import type { DateFormat } from '../../../common/dates';
import type { AmountFormat } from '../../../common/money';
import { SelectField } from '../../components/ui/field';
import { changeSetting, choosePreset, effectiveSettings, type PresetChoice } from './import-settings';
import type { StatementSummary } from './statement-summary';

/**
 * How a CSV is read: its bank's model (detected, or chosen), the delimiter, the formats of dates and amounts,
 * and the type a line without a sign gets. What was detected shows until the person picks another.
 */
export function CsvSettingsFields({
  summary,
  settings,
  onSettings,
}: {
  summary: StatementSummary;
  settings: CsvSettings;
  onSettings: (next: CsvSettings) => void;
}) {
  const shown = effectiveSettings(settings, summary);
  const detected = summary.preset ? PRESETS.find((p) => p.id === summary.preset) : undefined;
  return (
    <>
      <SelectField
        className="col-span-2 sm:col-span-1"
        label="Modelo do extrato"
        value={settings.preset ?? 'auto'}
        onChange={(e) => onSettings(choosePreset(settings, e.target.value as PresetChoice))}
      >
        <option value="auto">
          {settings.preset === 'auto' && detected
            ? `Detectar automaticamente (${detected.label})`
            : 'Detectar automaticamente'}
        </option>
        <option value="none">Nenhum (colunas escolhidas)</option>
        {PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Delimitador"
        value={shown.delimiter}
        onChange={(e) =>
          onSettings(
            changeSetting(settings, summary, 'delimiter', e.target.value as CsvSettings['delimiter']),
          )
        }
      >
        <option value="auto">Automático</option>
        <option value=",">Vírgula (,)</option>
        <option value=";">Ponto e vírgula (;)</option>
        {shown.delimiter === '\t' ? <option value={'\t'}>Tabulação</option> : null}
      </SelectField>
      <SelectField
        label="Formato de data"
        value={shown.dateFormat}
        onChange={(e) =>
          onSettings(changeSetting(settings, summary, 'dateFormat', e.target.value as DateFormat))
        }
      >
        <option value="DD/MM/YYYY">DD/MM/AAAA</option>
        <option value="MM/DD/YYYY">MM/DD/AAAA</option>
        <option value="YYYY-MM-DD">AAAA-MM-DD</option>
      </SelectField>
      <SelectField
        label="Formato de valor"
        value={shown.amountFormat}
        onChange={(e) =>
          onSettings(changeSetting(settings, summary, 'amountFormat', e.target.value as AmountFormat))
        }
      >
        <option value="auto">Automático</option>
        <option value="comma">Vírgula decimal (1.234,56)</option>
        <option value="dot">Ponto decimal (1,234.56)</option>
      </SelectField>
      <SelectField
        label="Tipo padrão"
        value={shown.defaultType}
        onChange={(e) =>
          onSettings(changeSetting(settings, summary, 'defaultType', e.target.value as DefaultType))
        }
      >
        <option value="sign">Pelo sinal</option>
        <option value="RECEITA">Sempre receita</option>
        <option value="DESPESA">Sempre despesa</option>
      </SelectField>
    </>
  );
}
