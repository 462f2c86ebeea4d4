import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Payee, PayeeUpdateBody } from '../../../common/contract/payees';
import { readDocument } from '../../../common/documents';
import { nameForm } from '../../components/name-list/add-name-form';
import { refusalMessage } from '../../components/name-list/refusal';
import { FormError } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';

/** A document typed is checked as the server checks it (common/documents.ts); empty keeps the one kept. */
const payeeForm = nameForm.extend({
  document: z.string().superRefine((text, ctx) => {
    if (text.trim() === '') return;
    const read = readDocument(text);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.message });
  }),
  removeDocument: z.boolean(),
});

/**
 * 'Editar favorecido': its name and its CPF or CNPJ (what the Imposto de Renda's deductible payments ask). A CPF
 * kept is shown masked and never sent back: the field starts empty, and a new one typed replaces it.
 */
export function PayeeDialog({
  payee,
  onSave,
  onClose,
}: {
  payee: Payee;
  onSave: (body: PayeeUpdateBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof payeeForm>, unknown, z.output<typeof payeeForm>>({
    resolver: zodResolver(payeeForm),
    defaultValues: { name: payee.name, document: '', removeDocument: false },
  });
  const { isSubmitting, errors } = form.formState;
  const removing = form.watch('removeDocument');

  const onSubmit = form.handleSubmit(async ({ name, document, removeDocument }) => {
    setError(null);
    const typed = document.trim();
    try {
      await onSave({
        id: payee.id,
        name,
        ...(removeDocument ? { document: null } : typed ? { document: typed } : {}),
      });
    } catch (e) {
      setError(refusalMessage(e, 'Erro ao salvar o favorecido. Tente novamente.'));
      return;
    }
    toast('Favorecido salvo');
    onClose();
  });

  return (
    <Modal
      open
      title="Editar favorecido"
      onClose={onClose}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={isSubmitting} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label="Nome do favorecido"
          autoComplete="off"
          maxLength={80}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="CPF ou CNPJ"
          autoComplete="off"
          inputMode="text"
          maxLength={32}
          placeholder={payee.document ?? '000.000.000-00 ou 00.000.000/0000-00'}
          disabled={removing}
          error={errors.document?.message}
          hint={
            payee.document
              ? `Guardado: ${payee.document}. Escreva outro para trocar.`
              : 'Para o Imposto de Renda: médicos, escolas, planos de saúde.'
          }
          {...form.register('document')}
        />
        {payee.document ? <Checkbox {...form.register('removeDocument')}>Remover o CPF/CNPJ</Checkbox> : null}
        <FormError message={error} />
      </form>
    </Modal>
  );
}
