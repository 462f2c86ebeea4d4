import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Payee } from '../../../common/contract/payees';
import { AddNameForm } from '../../components/name-list/add-name-form';
import { ClassificationTabs } from '../../components/name-list/classification-tabs';
import { NameListCard, NameListQuery, useDeleteNamed } from '../../components/name-list/name-list-card';
import { PageHeader } from '../../components/ui/page-header';
import { useCanWrite } from '../../entities/book/public';
import { payeesApi } from '../../entities/payee/api/payees';
import { PayeeDialog } from './payee-dialog';

/** 'Favorecidos': the list of names, each with its CPF or CNPJ when one was given (a CPF masked). */
export function PayeesPage() {
  const writable = useCanWrite();
  const list = payeesApi.useList();
  const create = payeesApi.useCreate();
  const update = payeesApi.useUpdate();
  const [editing, setEditing] = useState<Payee | null>(null);
  // Stable: the dialog moves the focus into itself whenever its onClose changes.
  const close = useCallback(() => setEditing(null), []);
  // '?editar=12' (the Imposto de Renda's link to a payee without its CPF/CNPJ) opens that payee's dialog once.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('editar')) || null;
  useEffect(() => {
    if (asked === null || !list.data) return;
    const found = list.data.find((p) => p.id === asked);
    if (found && writable) setEditing(found);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('editar');
        return next;
      },
      { replace: true },
    );
  }, [asked, list.data, writable, setParams]);
  const { remove, deletingId } = useDeleteNamed(payeesApi.useDelete(), {
    question: (name) => `Deseja excluir o favorecido "${name}"?`,
    deleted: 'Favorecido excluído',
    failed: 'Erro ao excluir favorecido. Verifique se não há transações vinculadas.',
  });
  return (
    <>
      <ClassificationTabs />
      <PageHeader title="Favorecidos" subtitle="Quem recebe e quem paga nas suas transações" />
      {writable ? (
        <AddNameForm
          title="Novo favorecido"
          label="Nome do favorecido"
          placeholder="Ex.: Padaria Central"
          onAdd={(name) => create.mutateAsync({ name })}
          added="Favorecido adicionado"
          failed="Erro ao adicionar favorecido. Tente novamente."
        />
      ) : null}
      <NameListQuery query={list} loading="Carregando favorecidos..." failed="Erro ao carregar favorecidos">
        {(items) => (
          <NameListCard
            title="Seus favorecidos"
            items={items}
            empty="Nenhum favorecido cadastrado."
            detail={(payee) => payee.document}
            editWord="Editar"
            onDelete={writable ? remove : undefined}
            onRename={writable ? setEditing : undefined}
            deletingId={deletingId}
            wide
          />
        )}
      </NameListQuery>
      {editing ? (
        <PayeeDialog payee={editing} onSave={(body) => update.mutateAsync(body)} onClose={close} />
      ) : null}
    </>
  );
}
