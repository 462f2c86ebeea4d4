import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** The catalogue's texts, shown as 'Erro ao carregar dados: ...'. */
export const REPORT_ERRORS = {
  report: 'Falha ao carregar dados do relatório',
  trends: 'Não foi possível carregar tendências no momento',
  top: 'Falha ao carregar dados de top itens',
  pdf: 'Não foi possível gerar o PDF agora',
} as const;

export const reportErrorText = (kind: keyof typeof REPORT_ERRORS) =>
  `Erro ao carregar dados: ${REPORT_ERRORS[kind]}`;

export function ReportError({ kind, onRetry }: { kind: keyof typeof REPORT_ERRORS; onRetry?: () => void }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
      <span>{reportErrorText(kind)}</span>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : null}
    </Alert>
  );
}
