// The lists a person keeps by name (categories, payees, tags): their tables and messages, read by the lists' own
// routes and by every check of a reference to one (the ledger's), so both say the same thing.
import type { NamedListSpec } from './named-list';

export const categoriesSpec: NamedListSpec = {
  table: 'categories',
  messages: {
    duplicate: 'Já existe uma categoria com este nome e tipo',
    notFound: 'Categoria não encontrada',
    inUse: 'Esta categoria está vinculada a transações, gastos fixos ou regras e não pode ser excluída',
  },
};

export const payeesSpec: NamedListSpec = {
  table: 'payees',
  messages: {
    duplicate: 'Já existe um favorecido com este nome',
    notFound: 'Favorecido não encontrado',
    inUse: 'Este favorecido está vinculado a transações, gastos fixos ou regras e não pode ser excluído',
  },
};

export const tagsSpec: NamedListSpec = {
  table: 'tags',
  messages: {
    duplicate: 'Já existe uma tag com este nome',
    notFound: 'Tag não encontrada',
    inUse: 'Esta tag está vinculada a transações ou regras e não pode ser excluída',
  },
};
