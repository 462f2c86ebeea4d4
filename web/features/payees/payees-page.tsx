import { NameListPage } from '../../components/name-list/name-list-page';
import { useCanWrite } from '../../entities/book/public';
import { payeesApi } from '../../entities/payee/api/payees';

export function PayeesPage() {
  const writable = useCanWrite();
  return (
    <NameListPage
      writable={writable}
      api={payeesApi}
      texts={{
        title: 'Favorecidos',
        subtitle: 'Quem recebe e quem paga nas suas transações',
        formTitle: 'Novo favorecido',
        label: 'Nome do favorecido',
        placeholder: 'Ex.: Padaria Central',
        listTitle: 'Seus favorecidos',
        empty: 'Nenhum favorecido cadastrado.',
        loading: 'Carregando favorecidos...',
        loadFailed: 'Erro ao carregar favorecidos',
        added: 'Favorecido adicionado',
        addFailed: 'Erro ao adicionar favorecido. Tente novamente.',
        renameTitle: 'Renomear favorecido',
        renamed: 'Favorecido renomeado',
        renameFailed: 'Erro ao renomear favorecido. Tente novamente.',
        question: (name) => `Deseja excluir o favorecido "${name}"?`,
        deleted: 'Favorecido excluído',
        deleteFailed: 'Erro ao excluir favorecido. Verifique se não há transações vinculadas.',
      }}
    />
  );
}
