import { NameListPage } from '../../components/name-list/name-list-page';
import { useCanWrite } from '../../entities/book/public';
import { tagsApi } from '../../entities/tag/api/tags';

export function TagsPage() {
  const writable = useCanWrite();
  return (
    <NameListPage
      writable={writable}
      api={tagsApi}
      texts={{
        title: 'Tags',
        subtitle: 'Marcadores livres para agrupar transações',
        formTitle: 'Nova tag',
        label: 'Nome da tag',
        placeholder: 'Ex.: Viagem',
        listTitle: 'Suas tags',
        empty: 'Nenhuma tag cadastrada.',
        loading: 'Carregando tags...',
        loadFailed: 'Erro ao carregar tags',
        added: 'Tag adicionada',
        addFailed: 'Erro ao adicionar tag. Tente novamente.',
        renameTitle: 'Renomear tag',
        renamed: 'Tag renomeada',
        renameFailed: 'Erro ao renomear tag. Tente novamente.',
        question: (name) => `Deseja excluir a tag "${name}"?`,
        deleted: 'Tag excluída',
        deleteFailed: 'Erro ao excluir tag. Verifique se não há transações vinculadas.',
      }}
    />
  );
}
