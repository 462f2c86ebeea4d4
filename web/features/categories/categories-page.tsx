import { useState } from 'react';
import {
  CATEGORY_TYPES,
  type Category,
  type CategoryType,
  normalizeCategoryType,
  SUBCATEGORY_MESSAGES,
} from '../../../common/contract/categories';
import { AddNameForm } from '../../components/name-list/add-name-form';
import { ClassificationTabs } from '../../components/name-list/classification-tabs';
import { NameListQuery } from '../../components/name-list/name-list-card';
import { parentChoices } from '../../components/ui/category-tree';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useAction } from '../../components/ui/use-action';
import { useCanWrite } from '../../entities/book/public';
import { categoriesApi } from '../../entities/category/api/categories';
import { ApiError } from '../../lib/api-client';
import { useCategoryEditDialog } from './category-edit-dialog';
import { CategoryTreeCard } from './category-tree-card';
import { NO_PARENT, ParentField, parentIdOf } from './parent-field';

const typeLabels: Record<CategoryType, string> = { receita: 'Receita', despesa: 'Despesa' };

const ofType = (items: Category[], type: CategoryType) =>
  items.filter((c) => normalizeCategoryType(c.type) === type);

const DELETE_FAILED = 'Erro ao excluir categoria. Verifique se não há transações vinculadas.';

/** Asks, deletes, and says how it went; a parent with subcategories is refused in the server's words. */
function useDeleteCategory() {
  const act = useAction();
  const mutation = categoriesApi.useDelete();
  const remove = (category: Category) =>
    act({
      confirm: {
        title: 'Confirmar exclusão',
        message: `Deseja excluir a categoria "${category.name}"?`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: async () => {
        try {
          return await mutation.mutateAsync(category.id);
        } catch (e) {
          // The subcategories' refusal says what to do; any other keeps the page's own text.
          if (e instanceof ApiError && e.message === SUBCATEGORY_MESSAGES.deleteWithChildren) throw e;
          throw new Error(DELETE_FAILED);
        }
      },
      done: 'Categoria excluída',
      failed: DELETE_FAILED,
    });
  return { remove, deletingId: mutation.isPending ? mutation.variables : null };
}

export function CategoriesPage() {
  const writable = useCanWrite();
  const list = categoriesApi.useList();
  const categories = list.data ?? [];
  const create = categoriesApi.useCreate();
  const update = categoriesApi.useUpdate();
  const edit = useCategoryEditDialog(categories, (body) => update.mutateAsync(body));
  const [tipo, setTipo] = useState<CategoryType>('despesa');
  const [parent, setParent] = useState(NO_PARENT);
  const choices = parentChoices(categories, tipo);
  // A parent deleted or moved meanwhile is no longer offered: the new category goes top-level.
  const chosenParent = choices.some((c) => String(c.id) === parent) ? parent : NO_PARENT;
  const { remove, deletingId } = useDeleteCategory();
  const actions = writable ? { onEdit: edit.open, onDelete: remove, deletingId } : {};

  return (
    <>
      <ClassificationTabs />
      <PageHeader title="Categorias" subtitle="Como você classifica suas receitas e despesas" />
      {writable ? (
        <AddNameForm
          title="Nova categoria"
          label="Nome da categoria"
          placeholder="Ex.: Mercado"
          onAdd={(nome) => create.mutateAsync({ nome, tipo, paiId: parentIdOf(chosenParent) })}
          added="Categoria adicionada"
          failed="Erro ao adicionar categoria. Tente novamente."
        >
          <SelectField
            label="Tipo"
            className="sm:w-36"
            value={tipo}
            onChange={(e) => {
              setTipo(e.target.value as CategoryType);
              setParent(NO_PARENT);
            }}
          >
            {CATEGORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type]}
              </option>
            ))}
          </SelectField>
          <ParentField
            label="Categoria pai (opcional)"
            className="sm:w-64"
            choices={choices}
            value={chosenParent}
            onChange={(e) => setParent(e.target.value)}
          />
        </AddNameForm>
      ) : null}
      <NameListQuery query={list} loading="Carregando categorias..." failed="Erro ao carregar categorias">
        {(items) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <CategoryTreeCard
              title="Receitas"
              categories={ofType(items, 'receita')}
              empty="Nenhuma categoria de receita."
              dotClass="bg-emerald-500"
              {...actions}
            />
            <CategoryTreeCard
              title="Despesas"
              categories={ofType(items, 'despesa')}
              empty="Nenhuma categoria de despesa."
              dotClass="bg-red-500"
              {...actions}
            />
          </div>
        )}
      </NameListQuery>
      {edit.dialog}
    </>
  );
}
