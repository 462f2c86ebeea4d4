import type { NamedListSpec } from '../shared/named-list';

export const categoriesSpec: NamedListSpec = {
  table: 'categories',
  messages: {
    duplicate: 'Já existe uma categoria com este nome e tipo',
    notFound: 'Categoria não encontrada',
    inUse: 'Esta categoria está vinculada a transações, gastos fixos ou regras e não pode ser excluída',
  },
};
