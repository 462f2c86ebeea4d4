import type { NamedListSpec } from '../shared/named-list';

export const payeesSpec: NamedListSpec = {
  table: 'payees',
  messages: {
    duplicate: 'Já existe um favorecido com este nome',
    notFound: 'Favorecido não encontrado',
    inUse: 'Este favorecido está vinculado a transações, gastos fixos ou regras e não pode ser excluído',
  },
};
