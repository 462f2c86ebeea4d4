import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import {
  EarlierRecordNotice,
  FutureDueChoice,
  type SimilarLink,
  SimilarRowNotice,
} from './captured-code-notices';
import { codeWords } from './captured-fields';
import { CodeCaptureInput } from './code-capture-input';
import { ScanDialog } from './scan-dialog';
import type { CodeCapture } from './use-code-capture';
import { useImageCodeReading } from './use-image-code-reading';

/**
 * 'Colar código Pix ou boleto' above the fields of 'Nova transação': pasted, typed (then 'Ler'), scanned with the
 * camera or read from a picture. It fills the form; saving stays the person's click, as an expense or, for a
 * boleto due later, as a conta a pagar.
 */
export function CodeCaptureField({
  capture,
  onSaveBill,
  savingBill,
  filesHeld,
  onLeave,
  similar,
  className,
}: {
  capture: CodeCapture;
  similar: SimilarLink;
  onSaveBill: () => void;
  savingBill: boolean;
  /** Comprovantes are held for the save: a conta a pagar has no transaction to keep them, so it waits. */
  filesHeld: boolean;
  /** 'Abrir' goes to the earlier record's page: the dialog closes. */
  onLeave: () => void;
  className?: string;
}) {
  const errorId = useId();
  const [scanning, setScanning] = useState(false);
  const { readingImage, readImage } = useImageCodeReading(capture);
  const { answer, futureDue } = capture;

  return (
    <section
      aria-label="Capturar código"
      className={cn('rounded-lg border border-slate-200 p-3 dark:border-slate-700', className)}
    >
      <CodeCaptureInput
        capture={capture}
        errorId={errorId}
        readingImage={readingImage}
        onScan={() => setScanning(true)}
        onImage={(file) => void readImage(file)}
      />
      {capture.error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {capture.error}
        </p>
      ) : null}
      {capture.reading || readingImage ? (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Lendo o código…
        </p>
      ) : null}
      {answer ? (
        <p
          className="mt-2 text-sm font-medium text-slate-900 dark:text-slate-100"
          data-testid="captured-code"
        >
          {codeWords(answer.code)}
        </p>
      ) : null}
      {answer?.before && !capture.beforeAccepted ? (
        <EarlierRecordNotice
          code={answer.code}
          before={answer.before}
          onLeave={onLeave}
          onAccept={capture.acceptBefore}
        />
      ) : null}
      {answer?.similar && !capture.beforeAccepted ? (
        <SimilarRowNotice
          similar={answer.similar}
          link={similar}
          onKeep={() => {
            if (answer.similar && capture.readText) similar.keep(capture.readText, answer.similar.id);
          }}
          onAccept={capture.acceptBefore}
        />
      ) : null}
      {answer && futureDue ? (
        <FutureDueChoice due={futureDue} saving={savingBill} filesHeld={filesHeld} onSaveBill={onSaveBill} />
      ) : null}
      {scanning ? (
        <ScanDialog
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false);
            void capture.read(code);
          }}
        />
      ) : null}
    </section>
  );
}
