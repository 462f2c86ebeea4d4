import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { placeRefusal } from './place-refusal';
import { useToast } from './toast';

/** What a form dialog does with its values once they pass the form's own checks. */
export interface FormDialogSave<TValues extends FieldValues, TOutput, TResult> {
  /**
   * The fields a refusal of the server may name (its `reason`): such a refusal is shown there, and the field
   * focused; any other failure is the form's error. None given: every failure is the form's error.
   */
  fields?: readonly Path<TValues>[];
  /** Sends the values (the dialog's mutation); what it answers reaches `success`. */
  save: (values: TOutput) => Promise<TResult>;
  /** The toast once the server took it. */
  success: string | ((values: TOutput, result: TResult) => string);
  /** The form's error when a failure carries no words of the server's. */
  fallback: string;
  /** Closes the dialog, once saved. */
  onClose: () => void;
}

/** Where the handler shows what happened: the form's own error (null clears it) and the toast. */
export interface FormDialogOutlets {
  error: (message: string | null) => void;
  toast: (message: string) => void;
}

/**
 * The submit handler of a form dialog, apart from React's state (useFormDialog's body; its test drives it with a
 * form made outside React): save, then toast and close; a failure placed at its field or kept as the form's error.
 */
export function formDialogSubmit<TValues extends FieldValues, TContext, TOutput, TResult>(
  form: Pick<UseFormReturn<TValues, TContext, TOutput>, 'handleSubmit' | 'setError'>,
  { fields = [], save, success, fallback, onClose }: FormDialogSave<TValues, TOutput, TResult>,
  show: FormDialogOutlets,
) {
  return form.handleSubmit(async (values) => {
    show.error(null);
    try {
      const result = await save(values);
      show.toast(typeof success === 'string' ? success : success(values, result));
      onClose();
    } catch (e) {
      show.error(placeRefusal(e, fields, form.setError, fallback));
    }
  });
}

/**
 * A dialog's form sent through its mutation: answers the form's onSubmit, the form's own error (for its
 * FormError), whether it is being sent (for the footer's button) and whether it was changed (for the Modal's
 * question before closing): what FormDialog (components/ui/form-dialog.tsx) takes as its `state`.
 */
export function useFormDialog<TValues extends FieldValues, TContext, TOutput, TResult>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  options: FormDialogSave<TValues, TOutput, TResult>,
) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = formDialogSubmit(form, options, { error: setError, toast });
  return { onSubmit, error, pending: form.formState.isSubmitting, dirty: form.formState.isDirty };
}
