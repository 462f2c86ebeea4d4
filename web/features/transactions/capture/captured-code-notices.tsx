import { Link } from 'react-router';
import type { CapturedBefore, CapturedCode, CapturedSimilar } from '../../../../common/contract/capture';
import { formatDateBR } from '../../../../common/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { beforeLink, beforeWords, similarWords } from './captured-fields';

/** 'Guardar o código neste lançamento' on a row the statement brought first (useLinkSimilar). */
export interface SimilarLink {
  keep: (code: string, transactionId: number) => void;
  linking: boolean;
  error: string | null;
}

/** The code was already recorded: open that record, or record it again. */
export function EarlierRecordNotice({
  code,
  before,
  onLeave,
  onAccept,
}: {
  code: CapturedCode;
  before: CapturedBefore;
  onLeave: () => void;
  onAccept: () => void;
}) {
  return (
    <Alert tone="info" className="mt-2">
      <p>{beforeWords(code, before)}.</p>
      <p className="mt-1 flex flex-wrap gap-3">
        <Link to={beforeLink(before)} className="font-medium underline" onClick={onLeave}>
          Abrir o registro
        </Link>
        <button type="button" className="font-medium underline" onClick={onAccept}>
          Registrar mesmo assim
        </button>
      </p>
    </Alert>
  );
}

/** A row like this one is already in the book: keep the code on it, or record a new one. */
export function SimilarRowNotice({
  similar,
  link,
  onKeep,
  onAccept,
}: {
  similar: CapturedSimilar;
  link: SimilarLink;
  onKeep: () => void;
  onAccept: () => void;
}) {
  return (
    <Alert tone="info" className="mt-2">
      <p>{similarWords(similar)}.</p>
      <p className="mt-1 flex flex-wrap gap-3">
        <button type="button" className="font-medium underline" disabled={link.linking} onClick={onKeep}>
          É este: guardar o código nele
        </button>
        <button type="button" className="font-medium underline" onClick={onAccept}>
          É outro: registrar
        </button>
      </p>
      {link.error ? (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
          {link.error}
        </p>
      ) : null}
    </Alert>
  );
}

/** A boleto due later: saved as a conta a pagar, or as an expense already paid. */
export function FutureDueChoice({
  due,
  saving,
  filesHeld,
  onSaveBill,
}: {
  due: string;
  saving: boolean;
  /** Comprovantes are held for the save: a conta a pagar has no transaction to keep them, so it waits. */
  filesHeld: boolean;
  onSaveBill: () => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <p className="flex-1 basis-56">
        Vence em {formatDateBR(due)}: salve como conta a pagar para ser lembrado antes, ou salve como despesa
        já paga.
      </p>
      <Button variant="secondary" disabled={saving || filesHeld} onClick={onSaveBill}>
        Salvar como conta a pagar
      </Button>
      {filesHeld ? (
        <p className="basis-full text-xs text-slate-500 dark:text-slate-400">
          Uma conta a pagar não guarda comprovantes: remova-os para salvá-la, ou salve como despesa.
        </p>
      ) : null}
    </div>
  );
}
