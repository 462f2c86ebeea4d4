import { LogOut, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { type BookView, bookCreateBody, bookRoleHints, bookRoleLabels } from '../../../common/contract/books';
import { RenameDialog } from '../../components/name-list/rename-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { RowAction } from '../../components/ui/row-action';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useRenameBook } from '../../entities/book/api/books';
import { useBookMembers } from '../../entities/book/api/members';
import { REFRESH_WHILE_OPEN } from '../../entities/book/api/refresh-while-open';
import { abilitiesOf, managesMembers } from '../../entities/book/book-abilities';
import { BookInvitations } from './book-invitations';
import { BookMembers } from './book-members';
import { InUseTag } from './in-use-tag';
import { RoleHints } from './role-hints';
import { usePickBook } from './switch-book';
import type { BookActions } from './use-book-actions';

interface Props {
  book: BookView;
  /** The book the app shows now. */
  current: BookView | undefined;
  actions: BookActions;
  onCreate: () => void;
  /** The person shares no book yet: the personal book's card says how to start sharing. */
  noShared: boolean;
}

/** The chosen book of the Livros page, with its people: the person's personal one, or a shared one. */
export function BookDetails(props: Props) {
  return props.book.personal ? <PersonalBook {...props} /> : <SharedBook {...props} />;
}

/** The book's name, what the person's role allows, and 'Usar este livro' when it is not the current one. */
function BookHeading({
  book,
  current,
  titleId,
}: {
  book: BookView;
  current: BookView | undefined;
  titleId: string;
}) {
  const pick = usePickBook();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <h2 id={titleId} className="text-xl font-semibold break-words">
          {book.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {book.personal ? (
            personalBookNote(book)
          ) : (
            <>
              Você é <span className="font-medium">{bookRoleLabels[book.role].toLowerCase()}</span>.{' '}
              {bookRoleHints[book.role]}
            </>
          )}
        </p>
      </div>
      {book.id === current?.id ? (
        <InUseTag />
      ) : (
        <Button variant="secondary" onClick={() => void pick(book, current)}>
          Usar este livro
        </Button>
      )}
    </div>
  );
}

/** The personal book's heading: who sees it, and that it stays the person's. */
const personalBookNote = (book: BookView) =>
  `Seu livro pessoal: ${book.members === 1 ? 'só você vê' : 'você e quem você convidou veem'}. Você pode convidar alguém (como editor ou leitor); ele não pode ser renomeado nem excluído, e só você é dono dele.`;

function PersonalBook({ book, current, onCreate, noShared }: Props) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Card role="region" aria-labelledby={titleId}>
        <BookHeading book={book} current={current} titleId={titleId} />
      </Card>
      <BookPeople book={book} />
      {noShared && book.members === 1 ? (
        <EmptyState
          title="Nenhum livro compartilhado ainda"
          description="Para dividir as finanças com alguém, convide a pessoa para este livro (as contas e transações dele passam a ser vistas por ela) ou crie um livro compartilhado, como “Casa”, com as suas próprias contas, categorias e transações."
          action={
            <Button onClick={onCreate}>
              <Plus size={16} aria-hidden /> Novo livro compartilhado
            </Button>
          }
        />
      ) : null}
      <RoleHints />
    </div>
  );
}

/** 'Pessoas' and, for a dono, the invitations waiting and 'Convidar pessoa': the same for every book. */
function BookPeople({ book }: { book: BookView }) {
  const members = useBookMembers(book.id, REFRESH_WHILE_OPEN);
  return members.isPending ? (
    <Skeleton label="Carregando pessoas do livro...">
      <SkeletonRows rows={2} />
    </Skeleton>
  ) : members.isError ? (
    <LoadFailed query={members} fallback="Não foi possível carregar as pessoas do livro" />
  ) : (
    <>
      <BookMembers book={members.data.book} members={members.data.members} />
      {managesMembers(members.data.book.role) ? (
        <BookInvitations book={members.data.book} invitations={members.data.invitations} />
      ) : null}
    </>
  );
}

function SharedBook({ book, current, actions }: Props) {
  const titleId = useId();
  const rename = useRenameBook();
  const [renaming, setRenaming] = useState(false);
  const closeRename = useCallback(() => setRenaming(false), []);
  const owns = abilitiesOf(book.role).owns;

  return (
    <div className="flex flex-col gap-4">
      <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4">
        <BookHeading book={book} current={current} titleId={titleId} />
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
          {owns ? (
            <RowAction
              verb="Renomear"
              label={`Renomear o livro ${book.name}`}
              icon={Pencil}
              withText
              onClick={() => setRenaming(true)}
            />
          ) : null}
          <RowAction
            verb="Sair do livro"
            label={`Sair do livro ${book.name}`}
            icon={LogOut}
            withText
            disabled={actions.busy}
            onClick={() => void actions.onLeave(book)}
          />
          {owns ? (
            <RowAction
              verb="Excluir livro"
              label={`Excluir o livro ${book.name}`}
              icon={Trash2}
              tone="danger"
              withText
              disabled={actions.busy}
              onClick={() => void actions.onDelete(book)}
            />
          ) : null}
        </div>
      </Card>
      <BookPeople book={book} />
      <RoleHints />
      {renaming ? (
        <RenameDialog
          item={book}
          schema={bookCreateBody}
          texts={{
            title: 'Renomear livro',
            label: 'Nome do livro',
            renamed: 'Livro renomeado',
            failed: 'Não foi possível renomear o livro',
          }}
          onRename={(name) => rename.mutateAsync({ id: book.id, name })}
          onClose={closeRename}
        />
      ) : null}
    </div>
  );
}
