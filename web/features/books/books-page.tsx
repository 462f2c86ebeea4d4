import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bookCreateBody } from '../../../common/contract/books';
import { RenameDialog } from '../../components/name-list/rename-dialog';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useCreateBook } from '../../entities/book/api/books';
import { REFRESH_WHILE_OPEN, useRefetchOnWindowFocus } from '../../entities/book/api/refresh-while-open';
import { useCurrentBook } from '../../entities/book/use-current-book';
import { BookDetails } from './book-details';
import { BookList } from './book-list';
import { ReceivedInvitations } from './received-invitations';
import { useBookActions } from './use-book-actions';

/** The book shown beside the list, in the address so a reload keeps it. */
const SELECTED_PARAM = 'livro';

/**
 * "Livros" (issue 35): the person's books, a new shared one, and the chosen book's people, invitations and
 * actions. What a role may do is the server's to enforce: the page offers a dono's actions to donos only.
 */
export function BooksPage() {
  // Another browser's changes (an invitation accepted there) show here without a reload: the page's queries ask
  // again when the window comes back and every 30 s while it is visible.
  const { books, current, query } = useCurrentBook(REFRESH_WHILE_OPEN);
  useRefetchOnWindowFocus();
  const [params, setParams] = useSearchParams();
  const create = useCreateBook();
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const personal = books.find((book) => book.personal);
  const actions = useBookActions(personal?.id);

  const wanted = Number(params.get(SELECTED_PARAM));
  const selected = books.find((book) => book.id === wanted) ?? current;
  const select = (id: number) => setParams({ [SELECTED_PARAM]: String(id) }, { replace: true });

  return (
    <>
      <PageHeader
        title="Livros"
        subtitle="Cada livro tem as suas próprias finanças. O pessoal é só seu; um compartilhado é de quem participa dele."
        actions={
          <Button className="whitespace-nowrap" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden /> Novo livro compartilhado
          </Button>
        }
      />
      <ReceivedInvitations onJoined={select} />
      {query.isPending ? (
        <Skeleton label="Carregando livros...">
          <SkeletonRows rows={3} />
        </Skeleton>
      ) : query.isError ? (
        <LoadFailed query={query} fallback="Não foi possível carregar os livros" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <BookList
            books={books}
            currentId={current?.id}
            selectedId={selected?.id}
            onSelect={(book) => select(book.id)}
          />
          {selected ? (
            <BookDetails
              key={selected.id}
              book={selected}
              current={current}
              actions={actions}
              onCreate={() => setCreating(true)}
              noShared={books.every((book) => book.personal)}
            />
          ) : null}
        </div>
      )}
      {creating ? (
        <RenameDialog
          item={{ id: 0, name: '' }}
          schema={bookCreateBody}
          texts={{
            title: 'Novo livro compartilhado',
            label: 'Nome do livro',
            renamed: 'Livro criado: convide quem vai participar dele',
            failed: 'Não foi possível criar o livro',
            save: 'Criar livro',
            saving: 'Criando...',
          }}
          onRename={async (name) => select((await create.mutateAsync(name)).id)}
          onClose={closeCreate}
        />
      ) : null}
    </>
  );
}
