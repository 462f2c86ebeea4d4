import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { TagUpdateBody } from '../../../common/contract/tags';
import { PageHeader } from '../ui/page-header';
import { AddNameForm } from './add-name-form';
import { ClassificationTabs } from './classification-tabs';
import { type NamedItem, NameListCard, NameListQuery, useDeleteNamed } from './name-list-card';
import { useRenameDialog } from './rename-dialog';

/** The list calls of tags and payees (see simpleListApi). */
interface NameApi<T> {
  useList: () => UseQueryResult<T[]>;
  useCreate: () => UseMutationResult<T, Error, { name: string }>;
  /** Tags' and payees' rename bodies are the same shape, { id, name }. */
  useUpdate: () => UseMutationResult<T, Error, TagUpdateBody>;
  useDelete: () => UseMutationResult<{ id: number }, Error, number>;
}

export interface NameListTexts {
  title: string;
  subtitle: string;
  formTitle: string;
  label: string;
  placeholder: string;
  listTitle: string;
  empty: string;
  loading: string;
  loadFailed: string;
  added: string;
  addFailed: string;
  renameTitle: string;
  renamed: string;
  renameFailed: string;
  question: (name: string) => string;
  deleted: string;
  deleteFailed: string;
}

/**
 * A page that manages one list of names: tags and payees. Not `writable` (a book the person only reads), it only
 * lists them.
 */
export function NameListPage<T extends NamedItem>({
  api,
  texts,
  writable,
}: {
  api: NameApi<T>;
  texts: NameListTexts;
  writable: boolean;
}) {
  const list = api.useList();
  const create = api.useCreate();
  const update = api.useUpdate();
  const rename = useRenameDialog<T>((item, name) => update.mutateAsync({ id: item.id, name }), {
    title: texts.renameTitle,
    label: texts.label,
    renamed: texts.renamed,
    failed: texts.renameFailed,
  });
  const { remove, deletingId } = useDeleteNamed(api.useDelete(), {
    question: texts.question,
    deleted: texts.deleted,
    failed: texts.deleteFailed,
  });
  return (
    <>
      <ClassificationTabs />
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {writable ? (
        <AddNameForm
          title={texts.formTitle}
          label={texts.label}
          placeholder={texts.placeholder}
          onAdd={(name) => create.mutateAsync({ name })}
          added={texts.added}
          failed={texts.addFailed}
        />
      ) : null}
      <NameListQuery query={list} loading={texts.loading} failed={texts.loadFailed}>
        {(items) => (
          <NameListCard
            title={texts.listTitle}
            items={items}
            empty={texts.empty}
            onDelete={writable ? remove : undefined}
            onRename={writable ? rename.open : undefined}
            deletingId={deletingId}
            wide
          />
        )}
      </NameListQuery>
      {rename.dialog}
    </>
  );
}
