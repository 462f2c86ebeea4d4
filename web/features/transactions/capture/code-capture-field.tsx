import { Camera, ImageUp, ScanLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CAPTURE_CODE_MAX_LENGTH } from '../../../../common/contract/capture';
import { formatDateBR } from '../../../../common/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { CAMERA_MESSAGES } from './camera-words';
import { beforeLink, beforeWords, codeWords, similarWords } from './captured-fields';
import { readCodeInImage } from './code-detector';
import { ScanDialog } from './scan-dialog';
import type { CodeCapture } from './use-code-capture';

export const CAPTURE_CODE_FIELD_ID = 'capture-code';

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
  /** 'Guardar o código neste lançamento' on a row the statement brought first (useLinkSimilar). */
  similar: { keep: (code: string, transactionId: number) => void; linking: boolean; error: string | null };
  onSaveBill: () => void;
  savingBill: boolean;
  /** Comprovantes are held for the save: a conta a pagar has no transaction to keep them, so it waits. */
  filesHeld: boolean;
  /** 'Abrir' goes to the earlier record's page: the dialog closes. */
  onLeave: () => void;
  className?: string;
}) {
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);
  const [readingImage, setReadingImage] = useState(false);
  const { answer, futureDue } = capture;

  const readImage = async (file: File | undefined) => {
    if (!file) return;
    setReadingImage(true);
    try {
      const code = await readCodeInImage(file);
      if (code) await capture.read(code);
      else capture.setError(CAMERA_MESSAGES.nothingInImage);
    } catch {
      capture.setError(CAMERA_MESSAGES.reader);
    } finally {
      setReadingImage(false);
    }
  };

  return (
    <section
      aria-label="Capturar código"
      className={cn('rounded-lg border border-slate-200 p-3 dark:border-slate-700', className)}
    >
      <label
        htmlFor={CAPTURE_CODE_FIELD_ID}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        Colar código Pix ou boleto
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={CAPTURE_CODE_FIELD_ID}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={CAPTURE_CODE_MAX_LENGTH + 64}
          placeholder="Pix ou linha digitável"
          className={cn(inputClass, 'min-w-0 flex-1 basis-56')}
          value={capture.text}
          aria-invalid={capture.error ? true : undefined}
          aria-describedby={capture.error ? errorId : undefined}
          onChange={(e) => capture.setText(e.target.value)}
          onPaste={(e) => {
            const pasted = e.clipboardData.getData('text');
            if (!pasted.trim()) return;
            e.preventDefault();
            void capture.read(pasted);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void capture.read(capture.text);
          }}
        />
        <Button
          variant="secondary"
          disabled={capture.reading}
          onClick={() => void capture.read(capture.text)}
        >
          <ScanLine size={16} aria-hidden /> Ler
        </Button>
        <Button variant="secondary" onClick={() => setScanning(true)}>
          <Camera size={16} aria-hidden /> Escanear
        </Button>
        <Button variant="secondary" disabled={readingImage} onClick={() => picker.current?.click()}>
          <ImageUp size={16} aria-hidden /> Ler imagem
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label="Imagem com o código"
          data-testid="capture-image-input"
          onChange={(e) => {
            void readImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
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
        <Alert tone="info" className="mt-2">
          <p>{beforeWords(answer.code, answer.before)}.</p>
          <p className="mt-1 flex flex-wrap gap-3">
            <Link to={beforeLink(answer.before)} className="font-medium underline" onClick={onLeave}>
              Abrir o registro
            </Link>
            <button type="button" className="font-medium underline" onClick={capture.acceptBefore}>
              Registrar mesmo assim
            </button>
          </p>
        </Alert>
      ) : null}
      {answer?.similar && !capture.beforeAccepted ? (
        <Alert tone="info" className="mt-2">
          <p>{similarWords(answer.similar)}.</p>
          <p className="mt-1 flex flex-wrap gap-3">
            <button
              type="button"
              className="font-medium underline"
              disabled={similar.linking}
              onClick={() => {
                if (answer.similar && capture.readText) similar.keep(capture.readText, answer.similar.id);
              }}
            >
              É este: guardar o código nele
            </button>
            <button type="button" className="font-medium underline" onClick={capture.acceptBefore}>
              É outro: registrar
            </button>
          </p>
          {similar.error ? (
            <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
              {similar.error}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {answer && futureDue ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <p className="flex-1 basis-56">
            Vence em {formatDateBR(futureDue)}: salve como conta a pagar para ser lembrado antes, ou salve
            como despesa já paga.
          </p>
          <Button variant="secondary" disabled={savingBill || filesHeld} onClick={onSaveBill}>
            Salvar como conta a pagar
          </Button>
          {filesHeld ? (
            <p className="basis-full text-xs text-slate-500 dark:text-slate-400">
              Uma conta a pagar não guarda comprovantes: remova-os para salvá-la, ou salve como despesa.
            </p>
          ) : null}
        </div>
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
