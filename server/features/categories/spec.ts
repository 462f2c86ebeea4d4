import type { NamedListSpec } from '../shared/named-list';

export const categoriesSpec: NamedListSpec = {
  table: 'categories',
  messages: {
    duplicate: 'Já existe uma categoria com este nome e tipo',
    notFound: 'Categoria não encontrada',
    inUse: 'Esta categoria está vinculada a transações ou gastos fixos e não pode ser excluída',
  },
};
