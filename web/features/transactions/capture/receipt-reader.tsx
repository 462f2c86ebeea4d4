import { ScanText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RECEIPT_MESSAGES, type ReceiptReading } from '../../../../common/contract/capture';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { CapturedValues } from './captured-fields';
import { AI_NOTE, RECEIPT_NOTE } from './captured-marks';
import { type ReceiptPayee, receiptFill, receiptLines, receiptPayee } from './receipt-fields';

const READ_FAILED = 'Não foi possível ler o comprovante. Preencha os campos à mão.';

/**
 * 'Ler comprovante' of one comprovante: the server reads it (seconds: it says so meanwhile), what it found is
 * shown for review, each value marked 'lido do comprovante', and 'Usar estes dados' puts it into the form, which the
 * person then saves with 'Salvar'. The server's words for busy, slow or unreadable are shown as they come.
 */
export function ReceiptReader({
  name,
  read,
  onUse,
}: {
  /** The comprovante's name, for the button's accessible name. */
  name: string;
  read: () => Promise<ReceiptReading>;
  /** The values for the form, and the payee's CNPJ when the receipt had one (kept on the payee at the save). */
  onUse: (values: CapturedValues, payee: ReceiptPayee | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<ReceiptReading | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    setReading(null);
    try {
      setReading(await read());
    } catch (e) {
      setError(errorMessage(e, READ_FAILED));
    } finally {
      setBusy(false);
    }
  };

  // What was read may land below the dialog's fold: it is brought into view, and its first button takes the focus.
  const review = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reading || !review.current) return;
    review.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    review.current.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [reading]);

  const lines = reading ? receiptLines(reading) : [];
  return (
    <div className="w-full">
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => void start()}
        aria-label={`Ler comprovante ${name}`}
      >
        <ScanText size={16} aria-hidden /> Ler comprovante
      </Button>
      {busy ? (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Lendo o comprovante…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {reading ? (
        <section
          ref={review}
          aria-label={`Dados lidos de ${name}`}
          className="mt-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm dark:border-sky-900 dark:bg-sky-950/60"
        >
          {lines.length === 0 ? (
            <p>{RECEIPT_MESSAGES.nothing}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="text-slate-600 dark:text-slate-300">{line.label}</dt>
                  <dd className="text-slate-900 dark:text-slate-100">
                    {line.value}{' '}
                    <span className="text-xs text-sky-800 dark:text-sky-300">
                      · {line.byAi ? AI_NOTE : RECEIPT_NOTE}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {lines.length > 0 ? (
              <Button
                size="sm"
                onClick={() => {
                  onUse(receiptFill(reading), receiptPayee(reading));
                  setReading(null);
                }}
              >
                Usar estes dados
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => setReading(null)}>
              Descartar
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
