import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Category, CategoryUpdateBody } from '../../../common/contract/categories';
import { nameSchema } from '../../../common/contract/shared';
import { refusalMessage } from '../../components/name-list/refusal';
import { FormError } from '../../components/ui/alert';
import { hasChildren, parentChoices } from '../../components/ui/category-tree';
import { TextField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { NO_PARENT, ParentField, parentIdOf } from './parent-field';

const editForm = z.object({ name: nameSchema, parent: z.string() });

/**
 * 'Editar categoria': its name, and where it stands: under another top-level category of its type, or top-level.
 * A category with subcategories stays top-level (one level only), so it is told so instead of offered a parent.
 * The server's refusal stays in the dialog, in its words.
 */
function CategoryEditDialog({
  category,
  categories,
  onSave,
  onClose,
}: {
  category: Category;
  categories: readonly Category[];
  onSave: (body: CategoryUpdateBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const parentLocked = hasChildren(category, categories);
  const form = useForm<z.input<typeof editForm>, unknown, z.output<typeof editForm>>({
    resolver: zodResolver(editForm),
    defaultValues: {
      name: category.name,
      parent: category.parentId === null ? NO_PARENT : String(category.parentId),
    },
  });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, parent }) => {
    setError(null);
    try {
      // A parent's place is not sent: it cannot change, and the name alone is what was edited.
      await onSave({ id: category.id, nome: name, ...(parentLocked ? {} : { paiId: parentIdOf(parent) }) });
    } catch (e) {
      setError(refusalMessage(e, 'Erro ao salvar categoria. Tente novamente.'));
      form.setFocus('name');
      return;
    }
    toast('Categoria salva');
    onClose();
  });

  return (
    <Modal
      open
      title="Editar categoria"
      onClose={onClose}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={isSubmitting} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label="Nome da categoria"
          autoComplete="off"
          maxLength={80}
          // Opened with the current name selected: typing replaces it, an arrow key edits it.
          onFocus={(e) => e.currentTarget.select()}
          error={errors.name?.message}
          {...form.register('name', { onChange: () => setError(null) })}
        />
        {parentLocked ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Esta categoria tem subcategorias, então continua como categoria principal.
          </p>
        ) : (
          <ParentField
            label="Categoria pai"
            choices={parentChoices(categories, category.type, category)}
            {...form.register('parent', { onChange: () => setError(null) })}
          />
        )}
        <FormError message={error} />
      </form>
    </Modal>
  );
}

/** The edit dialog of the Categorias page: `open(category)` shows it; `dialog` is what the page renders. */
export function useCategoryEditDialog(
  categories: readonly Category[],
  save: (body: CategoryUpdateBody) => Promise<unknown>,
) {
  const [category, setCategory] = useState<Category | null>(null);
  // Stable: the dialog moves the focus into itself whenever its onClose changes, and the page re-renders while it
  // is open (the list refreshes).
  const close = useCallback(() => setCategory(null), []);
  const dialog = category ? (
    <CategoryEditDialog category={category} categories={categories} onSave={save} onClose={close} />
  ) : null;
  return { open: setCategory, dialog };
}
