import { useId, useState } from 'react';
import type { BookMemberView } from '../../../common/contract/books';
import { moneyText } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyInput } from '../../components/ui/money-input';
import { useToast } from '../../components/ui/toast';
import { useSetMemberIncome } from '../../entities/book/api/members';
import { useActionError } from '../../lib/use-action-error';

const incomeText = moneyText();

/** The text typed read as the income to send: blank is none (null), else the contract's money or its message. */
export function readIncome(text: string): { income: number | null } | { error: string } {
  if (text.trim() === '') return { income: null };
  const parsed = incomeText.safeParse(text);
  return parsed.success ? { income: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * 'Renda mensal' of a person of a shared book, which "Proporcional à renda" divides expenses by: the person
 * themself or a dono sets it (the server checks); blank clears it.
 */
export function MemberIncomeDialog({
  bookId,
  member,
  onClose,
}: {
  bookId: number;
  member: BookMemberView;
  onClose: () => void;
}) {
  const formId = useId();
  const hintId = useId();
  const toast = useToast();
  const save = useSetMemberIncome();
  const initial = member.income === null ? '' : centsToInputText(reaisToCents(member.income));
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { error, attempt } = useActionError('Não foi possível salvar a renda');

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const read = readIncome(text);
    if ('error' in read) {
      setInvalid(read.error);
      return;
    }
    setInvalid(null);
    const done = await attempt(() =>
      save.mutateAsync({ bookId, userId: member.userId, income: read.income }),
    );
    if (!done) return;
    toast(read.income === null ? `Renda de ${member.name} removida` : `Renda de ${member.name} salva`);
    onClose();
  };

  return (
    <Modal
      open
      title={member.you ? 'Sua renda mensal' : `Renda mensal de ${member.name}`}
      onClose={onClose}
      dirty={text !== initial}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={save.isPending} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <Field label="Renda mensal" error={invalid ?? undefined}>
          {(id) => (
            <MoneyInput
              id={id}
              name="income"
              aria-describedby={hintId}
              aria-invalid={invalid !== null}
              value={text}
              onChange={setText}
            />
          )}
        </Field>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          Usada para dividir despesas “Proporcional à renda”: cada pessoa paga uma parte do tamanho da sua
          renda. As pessoas do livro veem este valor. Deixe em branco para não informar.
        </p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
