import { Download, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  ATTACHMENT_NAME_MAX_LENGTH,
  type Attachment,
  formatBytes,
} from '../../../../common/contract/attachments';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { AttachmentThumb } from './attachment-thumb';

/**
 * One comprovante in the dialog: its picture and name (a button that opens the viewer), its size, and 'Renomear',
 * 'Baixar' and 'Remover' (a leitor has 'Baixar' only).
 */
export function AttachmentItem({
  attachment,
  canWrite,
  onOpen,
  onDownload,
  onRename,
  onRemove,
  below,
}: {
  attachment: Attachment;
  canWrite: boolean;
  onOpen: () => void;
  onDownload: () => void;
  /** Resolves true once the server took the name. */
  onRename: (nome: string) => Promise<boolean>;
  onRemove: () => void;
  /** Beneath the row: 'Ler comprovante' and its review, when the dialog can use what is read. */
  below?: ReactNode;
}) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="attachment-item">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Abrir ${attachment.nome}`}
        className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <AttachmentThumb attachment={attachment} className="h-14 w-14" />
      </button>
      {renaming ? (
        <RenameForm
          name={attachment.nome}
          onCancel={() => setRenaming(false)}
          onSave={async (nome) => {
            if (await onRename(nome)) setRenaming(false);
          }}
        />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
              {attachment.nome}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {attachment.tipo === 'pdf' ? 'PDF' : 'Foto'} · {formatBytes(attachment.tamanho)}
            </p>
          </div>
          <div className="flex shrink-0">
            {canWrite ? (
              <IconButton
                label={`Renomear ${attachment.nome}`}
                title="Renomear"
                icon={Pencil}
                size="sm"
                onClick={() => setRenaming(true)}
              />
            ) : null}
            <IconButton
              label={`Baixar ${attachment.nome}`}
              title="Baixar"
              icon={Download}
              size="sm"
              onClick={onDownload}
            />
            {canWrite ? (
              <IconButton
                label={`Remover ${attachment.nome}`}
                title="Remover"
                icon={Trash2}
                tone="danger"
                size="sm"
                onClick={onRemove}
              />
            ) : null}
          </div>
        </>
      )}
      {below ? <div className="basis-full">{below}</div> : null}
    </li>
  );
}

/**
 * The name being changed. Not a <form>: the dialog's fields are one (Enter there would save the transaction), so
 * Enter here is caught and saves the name.
 */
function RenameForm({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave: (nome: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const [saving, setSaving] = useState(false);
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    setSaving(true);
    await onSave(value.trim());
    setSaving(false);
  };
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 max-sm:flex-col max-sm:items-stretch">
      <input
        // The person asked to rename this one: the field is where they type.
        autoFocus
        aria-label="Nome do comprovante"
        value={value}
        maxLength={ATTACHMENT_NAME_MAX_LENGTH}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save(e);
          // Escape gives up the new name only; prevented, the dialog around it stays open (dialog-frame.tsx).
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        className={cn(inputClass, 'min-w-0 flex-1')}
      />
      <Button size="sm" disabled={saving || value.trim() === ''} onClick={() => void save()}>
        Salvar nome
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        Manter nome
      </Button>
    </div>
  );
}
