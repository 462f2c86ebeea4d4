import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const noticeClass = 'mb-4 flex flex-wrap items-center justify-between gap-2';

/** What became of files shared into the app, until the person says 'Entendi'. */
export function SharedFilesNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  return notice ? (
    <Alert tone="info" className={noticeClass}>
      <span>{notice}</span>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Entendi
      </Button>
    </Alert>
  ) : null;
}

/** The list narrowed to one import (opened from it), with the way back to the whole period. */
export function ImportFilterNotice({ importId, onShowAll }: { importId: string; onShowAll: () => void }) {
  return importId ? (
    <Alert tone="info" className={noticeClass}>
      <span>Mostrando só as transações desta importação.</span>
      <Button variant="secondary" size="sm" onClick={onShowAll}>
        Ver todas do período
      </Button>
    </Alert>
  ) : null;
}
