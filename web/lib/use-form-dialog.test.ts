import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ASSET_MESSAGES } from '../../common/contract/assets';
import { ApiError } from './api-client';
import { formDialogSubmit } from './use-form-dialog';

type Sale = { soldOn: string; sold: string };

/**
 * A sale's dialog as useFormDialog builds it, on a real react-hook-form form (made outside React: the unit tests
 * run without a DOM), its date field an element that records being focused.
 */
function saleDialog(save: (values: Sale) => Promise<unknown>) {
  const form = createFormControl<Sale>({ defaultValues: { soldOn: '2026-11-20', sold: '350.000,00' } });
  const focus = vi.fn();
  form.register('soldOn').ref({ name: 'soldOn', type: 'text', value: '2026-11-20', focus });
  const errors: (string | null)[] = [];
  const toast = vi.fn();
  const onClose = vi.fn();
  const submit = formDialogSubmit(
    form,
    {
      fields: ['soldOn', 'sold'],
      save,
      success: (values) => `Venda registrada: ${values.sold}`,
      fallback: 'Erro ao registrar a venda',
      onClose,
    },
    { error: (message) => errors.push(message), toast },
  );
  return { form, focus, errors, toast, onClose, submit };
}

describe('a form dialog sending its values', () => {
  it('puts a refusal naming one of its fields at that field, focused, with no error of the form', async () => {
    const dialog = saleDialog(() => Promise.reject(new ApiError(400, ASSET_MESSAGES.saleFuture, 'soldOn')));
    await dialog.submit();
    expect(dialog.form.getFieldState('soldOn').error?.message).toBe(
      'A data da venda não pode estar no futuro',
    );
    expect(dialog.focus).toHaveBeenCalledOnce();
    expect(dialog.errors).toEqual([null, null]);
    expect(dialog.toast).not.toHaveBeenCalled();
    expect(dialog.onClose).not.toHaveBeenCalled();
  });

  it("shows a refusal naming none of its fields, or a failure without the server's words, as the form's error", async () => {
    const other = saleDialog(() =>
      Promise.reject(new ApiError(409, ASSET_MESSAGES.tooManyValuations, 'date')),
    );
    await other.submit();
    expect(other.errors).toEqual([
      null,
      'Um bem pode ter até 240 avaliações: exclua as mais antigas para incluir outra',
    ]);
    expect(other.form.getFieldState('soldOn').error).toBeUndefined();
    expect(other.focus).not.toHaveBeenCalled();

    const broken = saleDialog(() => Promise.reject(new Error('boom')));
    await broken.submit();
    expect(broken.errors).toEqual([null, 'Erro ao registrar a venda']);
    expect(broken.toast).not.toHaveBeenCalled();
    expect(broken.onClose).not.toHaveBeenCalled();
  });

  it('sends the values, then toasts and closes once saved, clearing an earlier error', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({});
    const dialog = saleDialog(save);
    await dialog.submit();
    await dialog.submit();
    expect(save).toHaveBeenLastCalledWith({ soldOn: '2026-11-20', sold: '350.000,00' });
    expect(dialog.errors).toEqual([null, 'Erro ao registrar a venda', null]);
    expect(dialog.toast).toHaveBeenCalledExactlyOnceWith('Venda registrada: 350.000,00');
    expect(dialog.onClose).toHaveBeenCalledOnce();
  });
});
