import { useId, useState } from 'react';
import {
  incomeTaxCsvFileName,
  incomeTaxPdfFileName,
  incomeTaxReceiptsFileName,
  TAX_CSV_GROUPS,
  type TaxCsvGroup,
} from '../../../common/contract/income-tax';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { useAction } from '../../components/ui/use-action';
import { cn } from '../../lib/cn';
import { downloadFile } from '../../lib/download-file';
import { TaxSection } from './tax-section';

const GROUP_LABELS: Record<TaxCsvGroup, string> = {
  informes: 'Informes de rendimentos',
  pagamentos: 'Pagamentos efetuados',
  rendimentos: 'Rendimentos',
  'carne-leao': 'Carnê-Leão',
  bens: 'Bens e direitos',
  dividas: 'Dívidas e ônus reais',
  'renda-variavel': 'Renda variável (demonstrativo)',
  'come-cotas': 'Come-cotas',
};

/**
 * 'Exportar': the page as a PDF, a group as a spreadsheet, the year's comprovantes in a .zip (folders by code). Each
 * download says in a toast what arrived, or why it did not (a year without comprovantes says so).
 */
export function ExportsSection({ year }: { year: number }) {
  const act = useAction();
  const groupId = useId();
  const [group, setGroup] = useState<TaxCsvGroup>('pagamentos');
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (
    key: string,
    path: string,
    name: string,
    query: Record<string, string | number>,
  ) => {
    setBusy(key);
    await act({
      work: () => downloadFile(path, name, query),
      done: (saved) => `Arquivo baixado: ${saved}`,
      failed: 'Não foi possível baixar o arquivo agora',
    });
    setBusy(null);
  };
  return (
    <TaxSection
      title="Exportar"
      description="Para conferir a declaração ou levar ao contador: o que esta página mostra, e os comprovantes do ano."
      testId="tax-exports"
    >
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void download('pdf', '/income-tax/pdf', incomeTaxPdfFileName(year), { ano: year })}
        >
          Baixar PDF
        </Button>
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() =>
            void download('zip', '/income-tax/comprovantes', incomeTaxReceiptsFileName(year), { ano: year })
          }
        >
          Comprovantes (.zip)
        </Button>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <label htmlFor={groupId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Planilha (CSV)
            </label>
            <select
              id={groupId}
              className={cn(inputClass, 'w-full sm:w-52')}
              value={group}
              onChange={(e) => setGroup(e.target.value as TaxCsvGroup)}
            >
              {TAX_CSV_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABELS[g]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() =>
              void download('csv', '/income-tax/csv', incomeTaxCsvFileName(year, group), {
                ano: year,
                grupo: group,
              })
            }
          >
            Baixar CSV
          </Button>
        </div>
      </div>
    </TaxSection>
  );
}
