import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { Account } from '../../../common/contract/accounts';
import { FormError } from '../../components/ui/alert';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { useUpdateAccount } from '../../entities/account/api/accounts';
import { useFormDialog } from '../../lib/use-form-dialog';
import {
  ACCOUNT_REFUSAL_FIELDS,
  AccountFields,
  accountValues,
  toAccountBody,
  useAccountForm,
} from './account-form';

/** Mounted only while an account is being edited, so the form starts from that account each time. */
export function EditAccountModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  return account ? <EditAccountDialog account={account} onClose={onClose} /> : null;
}

function EditAccountDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const formId = useId();
  const update = useUpdateAccount();
  const form = useAccountForm(accountValues(account));

  const { onSubmit, error } = useFormDialog(form, {
    fields: ACCOUNT_REFUSAL_FIELDS,
    save: (values) => update.mutateAsync({ id: account.id, ...toAccountBody(values) }),
    success: 'Conta atualizada',
    fallback: 'Erro ao salvar conta',
    onClose,
  });

  return (
    <Modal
      open
      title="Editar conta"
      onClose={onClose}
      dirty={form.formState.isDirty}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={update.isPending} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <AccountFields form={form} editing={account.id} />
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          <TriangleAlert size={18} className="mt-px shrink-0" aria-hidden />
          Alterar o saldo inicial pode afetar o histórico de transações
        </p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
