import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  CAPTURE_CODE_MAX_LENGTH,
  CAPTURE_CODE_MESSAGES,
  type CaptureCodeAnswer,
} from '../../../../common/contract/capture';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { errorMessage } from '../../../lib/api-client';
import { browserToday } from '../../../lib/browser-today';
import { readCode } from '../api/capture';
import type { NewTransactionValues } from '../shared/new-transaction-form';
import { beforeWords, codeFill, similarWords } from './captured-fields';
import { CODE_NOTE } from './captured-marks';
import type { CaptureMarks } from './use-capture-marks';

const READ_FAILED = 'Não foi possível ler o código. Tente de novo.';

/**
 * 'Colar código Pix ou boleto' of 'Nova transação': the code sent to POST /capture/code, its answer put into the
 * form (an expense), what it is in words, what was made of it before, and its key, sent with the save.
 */
export function useCodeCapture(form: UseFormReturn<NewTransactionValues>, marks: CaptureMarks) {
  const [text, setText] = useState('');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<CaptureCodeAnswer | null>(null);
  const [futureDue, setFutureDue] = useState<string | null>(null);
  /** The code as read, for POST /capture/code/link. */
  const [readText, setReadText] = useState<string | null>(null);
  /** 'Registrar mesmo assim' was chosen over the earlier record of the same code, or over a similar row. */
  const [beforeAccepted, setBeforeAccepted] = useState(false);

  const confirm = useConfirm();

  /**
   * Before a save: a code already recorded, or an expense that may be its payment, is asked about once more (the
   * notice above the fields is easy to read past); 'Registrar mesmo assim' saves.
   */
  const mayRecord = async (): Promise<boolean> => {
    if (!answer || beforeAccepted || (!answer.before && !answer.similar)) return true;
    const said = answer.before ? beforeWords(answer.code, answer.before) : similarWords(answer.similar!);
    const yes = await confirm({
      title: 'Registrar de novo?',
      message: `${said}. Salvar cria outro lançamento com este valor.`,
      confirmLabel: 'Registrar mesmo assim',
      // The risky answer is the red one; Cancelar stays first and focused.
      danger: true,
    });
    if (yes) setBeforeAccepted(true);
    return yes;
  };

  const fail = (message: string) => {
    setError(message);
    setAnswer(null);
    setFutureDue(null);
  };

  const read = async (typed: string) => {
    const code = typed.trim();
    setText(code);
    setError(null);
    if (code === '') return fail(CAPTURE_CODE_MESSAGES.empty);
    if (code.length > CAPTURE_CODE_MAX_LENGTH) return fail(CAPTURE_CODE_MESSAGES.tooLong);
    setReading(true);
    try {
      const got = await readCode(code);
      const fill = codeFill(got, browserToday());
      // A code is something paid: the form becomes an expense, and an income's category no longer fits.
      if (form.getValues('kind') !== 'despesa') {
        form.setValue('kind', 'despesa', { shouldDirty: true });
        form.setValue('categoryId', '');
      }
      marks.apply(fill.values, CODE_NOTE, fill.read);
      setAnswer(got);
      setReadText(code);
      setFutureDue(fill.futureDue);
      setBeforeAccepted(false);
    } catch (e) {
      fail(errorMessage(e, READ_FAILED));
    } finally {
      setReading(false);
    }
  };

  const clear = () => {
    setText('');
    setError(null);
    setAnswer(null);
    setFutureDue(null);
    setBeforeAccepted(false);
  };

  return {
    text,
    setText,
    reading,
    error,
    setError,
    answer,
    futureDue,
    beforeAccepted,
    acceptBefore: () => setBeforeAccepted(true),
    mayRecord,
    read,
    clear,
    readText,
    /** The key sent with the save: the code read into the form, if any. */
    codeKey: answer?.code_key,
  };
}

export type CodeCapture = ReturnType<typeof useCodeCapture>;
