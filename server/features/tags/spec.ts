import type { NamedListSpec } from '../shared/named-list';

export const tagsSpec: NamedListSpec = {
  table: 'tags',
  messages: {
    duplicate: 'Já existe uma tag com este nome',
    notFound: 'Tag não encontrada',
    inUse: 'Esta tag está vinculada a transações ou regras e não pode ser excluída',
  },
};
