import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { readStatementFile } from './api/income-tax';
import type { StatementDraft } from './statement-modal';

/**
 * 'Ler PDF do informe': the informe's PDF read on the server, then the form opened on what was read, for the person
 * to check before including it. A PDF of another year says so in the form's notes.
 */
export function ReadPdfButton({ year, onRead }: { year: number; onRead: (draft: StatementDraft) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const toast = useToast();
  const read = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const result = await readStatementFile(file);
      const otherYear =
        result.draft.ano !== null && result.draft.ano !== year
          ? [`Este informe é do ano-calendário ${result.draft.ano}; ele será incluído em ${year}.`]
          : [];
      onRead({
        kind: 'new',
        start: { kind: 'read', draft: result.draft },
        notes: [...otherYear, ...result.notes],
      });
    } catch (error) {
      toast(errorMessage(error, 'Erro ao ler o PDF do informe. Tente novamente.'));
    } finally {
      setReading(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={reading} onClick={() => picker.current?.click()}>
        <FileText size={16} aria-hidden /> {reading ? 'Lendo o PDF...' : 'Ler PDF do informe'}
      </Button>
      <input
        ref={picker}
        type="file"
        accept="application/pdf"
        className="hidden"
        aria-label="PDF do informe de rendimentos"
        data-testid="statement-pdf-input"
        onChange={(e) => {
          void read(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
