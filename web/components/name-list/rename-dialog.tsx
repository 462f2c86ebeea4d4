import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../ui/alert';
import { TextField } from '../ui/field';
import { FormModalFooter, Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { nameForm } from './add-name-form';
import type { NamedItem } from './name-list-card';
import { refusalMessage } from './refusal';

export interface RenameTexts {
  /** 'Renomear categoria' */
  title: string;
  label: string;
  renamed: string;
  failed: string;
  /** The submit button's words, 'Salvar' and 'Salvando...' unless told ('Criar livro', 'Criando...'). */
  save?: string;
  saving?: string;
}

/**
 * 'Renomear': the item's name in a field, checked as on create; the server's refusal (a name in use) stays in it.
 * A list whose names follow other rules (a book's) gives its own schema; an empty name makes it a create form.
 */
export function RenameDialog({
  item,
  texts,
  schema = nameForm,
  onRename,
  onClose,
}: {
  item: NamedItem;
  texts: RenameTexts;
  schema?: typeof nameForm;
  /** Sends the trimmed name; rejects when the server refuses. */
  onRename: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof nameForm>, unknown, z.output<typeof nameForm>>({
    resolver: zodResolver(schema),
    defaultValues: { name: item.name },
  });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setError(null);
    try {
      await onRename(name);
    } catch (e) {
      setError(refusalMessage(e, texts.failed));
      form.setFocus('name');
      return;
    }
    toast(texts.renamed);
    onClose();
  });

  return (
    <Modal
      open
      title={texts.title}
      onClose={onClose}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={isSubmitting}
          label={texts.save}
          pendingLabel={texts.saving}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={texts.label}
          autoComplete="off"
          maxLength={80}
          // Opened with the current name selected: typing replaces it, an arrow key edits it.
          onFocus={(e) => e.currentTarget.select()}
          error={errors.name?.message}
          {...form.register('name', { onChange: () => setError(null) })}
        />
        <FormError message={error} />
      </form>
    </Modal>
  );
}

/** The rename dialog of one list: `open(item)` shows it; `dialog` is what the page renders. */
export function useRenameDialog<T extends NamedItem>(
  rename: (item: T, name: string) => Promise<unknown>,
  texts: RenameTexts,
): { open: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  // Stable: the dialog moves the focus into itself whenever its onClose changes (Modal's effect), and the page
  // re-renders while it is open (the lists refresh).
  const close = useCallback(() => setItem(null), []);
  const dialog = item ? (
    <RenameDialog item={item} texts={texts} onRename={(name) => rename(item, name)} onClose={close} />
  ) : null;
  return { open: setItem, dialog };
}
