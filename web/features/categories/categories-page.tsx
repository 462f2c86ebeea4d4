import { useState } from 'react';
import {
  CATEGORY_TYPES,
  type Category,
  type CategoryType,
  normalizeCategoryType,
} from '../../../common/contract/categories';
import { AddNameForm } from '../../components/name-list/add-name-form';
import { ClassificationTabs } from '../../components/name-list/classification-tabs';
import { NameListCard, NameListQuery, useDeleteNamed } from '../../components/name-list/name-list-card';
import { useRenameDialog } from '../../components/name-list/rename-dialog';
import { CategoryIcon } from '../../components/ui/category-icon';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useCanWrite } from '../../entities/book/public';
import { categoriesApi } from '../../entities/category/api/categories';

const typeLabels: Record<CategoryType, string> = { receita: 'Receita', despesa: 'Despesa' };

const ofType = (items: Category[], type: CategoryType) =>
  items.filter((c) => normalizeCategoryType(c.type) === type);

export function CategoriesPage() {
  const writable = useCanWrite();
  const list = categoriesApi.useList();
  const create = categoriesApi.useCreate();
  const update = categoriesApi.useUpdate();
  const rename = useRenameDialog<Category>((item, nome) => update.mutateAsync({ id: item.id, nome }), {
    title: 'Renomear categoria',
    label: 'Nome da categoria',
    renamed: 'Categoria renomeada',
    failed: 'Erro ao renomear categoria. Tente novamente.',
  });
  const lead = (category: Category) => <CategoryIcon category={category} />;
  const [tipo, setTipo] = useState<CategoryType>('despesa');
  const { remove, deletingId } = useDeleteNamed(categoriesApi.useDelete(), {
    question: (name) => `Deseja excluir a categoria "${name}"?`,
    deleted: 'Categoria excluída',
    failed: 'Erro ao excluir categoria. Verifique se não há transações vinculadas.',
  });

  return (
    <>
      <ClassificationTabs />
      <PageHeader title="Categorias" subtitle="Como você classifica suas receitas e despesas" />
      {writable ? (
        <AddNameForm
          title="Nova categoria"
          label="Nome da categoria"
          placeholder="Ex.: Mercado"
          onAdd={(nome) => create.mutateAsync({ nome, tipo })}
          added="Categoria adicionada"
          failed="Erro ao adicionar categoria. Tente novamente."
        >
          <SelectField
            label="Tipo"
            className="sm:w-40"
            value={tipo}
            onChange={(e) => setTipo(e.target.value as CategoryType)}
          >
            {CATEGORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type]}
              </option>
            ))}
          </SelectField>
        </AddNameForm>
      ) : null}
      <NameListQuery query={list} loading="Carregando categorias..." failed="Erro ao carregar categorias">
        {(items) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <NameListCard
              title="Receitas"
              items={ofType(items, 'receita')}
              empty="Nenhuma categoria de receita."
              dotClass="bg-emerald-500"
              onDelete={writable ? remove : undefined}
              onRename={writable ? rename.open : undefined}
              lead={lead}
              deletingId={deletingId}
            />
            <NameListCard
              title="Despesas"
              items={ofType(items, 'despesa')}
              empty="Nenhuma categoria de despesa."
              dotClass="bg-red-500"
              onDelete={writable ? remove : undefined}
              onRename={writable ? rename.open : undefined}
              lead={lead}
              deletingId={deletingId}
            />
          </div>
        )}
      </NameListQuery>
      {rename.dialog}
    </>
  );
}
