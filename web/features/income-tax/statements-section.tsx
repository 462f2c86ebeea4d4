import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import type { TaxStatement } from '../../../common/contract/income-tax-statements';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-provider';
import { RowAction } from '../../components/ui/row-action';
import { useAction } from '../../components/ui/use-action';
import { useCanWrite } from '../../entities/book/public';
import { cn } from '../../lib/cn';
import { useDeleteStatement } from './api/income-tax';
import { personText } from './income-tax-display';
import { ReadPdfButton } from './read-statement-pdf';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { type StatementDraft, StatementModal } from './statement-modal';
import { EmptyLine, muted, TaxSection } from './tax-section';

const COLUMNS = [
  { label: 'Fonte pagadora' },
  { label: 'Tributáveis', numeric: true },
  { label: 'Previdência oficial', numeric: true },
  { label: 'IRRF', numeric: true },
  { label: '13º', numeric: true },
  { label: 'Ações' },
] as const;

/** The Informes section's place in the page: Pendências links a source without its informe there. */
export const INFORMES_ANCHOR = 'informes';

/**
 * 'Informes de rendimentos': each paying source's informe of the year, as typed; the sources the rows name without
 * one are offered, since their rows hold only what was received, net of INSS and IRRF.
 */
export function StatementsSection({ data }: { data: IncomeTaxResponse }) {
  const canWrite = useCanWrite();
  const [draft, setDraft] = useState<StatementDraft | null>(null);
  const missing = data.pending.withoutInforme.filter((line) => line.name !== null);
  return (
    <TaxSection
      title="Informes de rendimentos"
      description="O que cada fonte pagadora informou: rendimento bruto, INSS e imposto retido. É daqui que sai o resultado da declaração."
      aside={
        canWrite ? (
          <span className="flex flex-wrap gap-2">
            <ReadPdfButton year={data.year} onRead={setDraft} />
            <Button variant="secondary" size="sm" onClick={() => setDraft({ kind: 'new', start: null })}>
              <Plus size={16} aria-hidden /> Incluir informe
            </Button>
          </span>
        ) : null
      }
      testId="tax-statements"
      id={INFORMES_ANCHOR}
    >
      {data.statements.length === 0 ? (
        <EmptyLine>Nenhum informe de rendimentos de {data.year}.</EmptyLine>
      ) : (
        <StackedTable caption={`Informes de rendimentos de ${data.year}`} columns={COLUMNS}>
          {data.statements.map((s) => (
            <StatementRow
              key={s.id}
              statement={s}
              canWrite={canWrite}
              onEdit={() => setDraft({ kind: 'edit', statement: s })}
            />
          ))}
        </StackedTable>
      )}
      {canWrite && missing.length > 0 ? (
        <div className="mt-3 grid gap-1 text-sm" data-testid="tax-statements-missing">
          <p className={muted}>
            Fontes dos seus lançamentos sem informe (os lançamentos contam como recebidos):
          </p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((line) => (
              <li key={line.payeeId ?? line.name}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    setDraft({
                      kind: 'new',
                      start: {
                        kind: 'source',
                        payerName: line.name ?? '',
                        payerDocument: line.document ?? '',
                      },
                    })
                  }
                >
                  <Plus size={16} aria-hidden /> Informe de {line.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {draft ? (
        <StatementModal
          year={data.year}
          dependents={data.dependents}
          draft={draft}
          onClose={() => setDraft(null)}
        />
      ) : null}
    </TaxSection>
  );
}

function StatementRow({
  statement: s,
  canWrite,
  onEdit,
}: {
  statement: TaxStatement;
  canWrite: boolean;
  onEdit: () => void;
}) {
  const confirm = useConfirm();
  const act = useAction();
  const remove = useDeleteStatement();
  const onDelete = async () => {
    const yes = await confirm({
      title: 'Excluir informe?',
      message: `O informe de ${s.payerName} sai da declaração; os lançamentos desta fonte voltam a contar.`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (yes)
      await act({
        work: () => remove.mutateAsync(s.id),
        done: 'Informe excluído',
        failed: 'Erro ao excluir o informe. Tente novamente.',
      });
  };
  return (
    <StackedRow testId="tax-statement">
      <StackedHead>
        <span className="block break-words">{s.payerName}</span>
        <span className={cn(muted, 'block')}>
          {s.payerDocument}
          {s.person > 0 ? ` · ${personText(s.person)}` : ''}
        </span>
        {s.rowsReplaced > 0 ? (
          <span className={cn(muted, 'block')}>
            Substitui {formatReais(s.rowsReplaced)} dos lançamentos desta fonte
          </span>
        ) : null}
      </StackedHead>
      <ReaisCell label="Tributáveis" value={s.taxable} />
      <ReaisCell label="Previdência oficial" value={s.officialPension} />
      <ReaisCell label="IRRF" value={s.withheld} />
      <ReaisCell label="13º" value={s.thirteenth} />
      <StackedCell label="Ações">
        {canWrite ? (
          <span className="flex justify-end gap-1">
            <RowAction
              verb="Alterar"
              label={`Alterar informe de ${s.payerName}`}
              icon={Pencil}
              onClick={onEdit}
            />
            <RowAction
              verb="Excluir"
              label={`Excluir informe de ${s.payerName}`}
              icon={Trash2}
              tone="danger"
              onClick={() => void onDelete()}
            />
          </span>
        ) : null}
      </StackedCell>
    </StackedRow>
  );
}
