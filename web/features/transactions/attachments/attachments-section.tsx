import { useState } from 'react';
import type { Attachment } from '../../../../common/contract/attachments';
import { FormError } from '../../../components/ui/alert';
import { useAction } from '../../../components/ui/use-action';
import { useCanWrite } from '../../../entities/book/public';
import { useUndoToast } from '../../../entities/undo/public';
import { cn } from '../../../lib/cn';
import { downloadFile } from '../../../lib/download-file';
import { readStoredReceipt } from '../api/capture';
import type { CapturedValues } from '../capture/captured-fields';
import type { ReceiptPayee } from '../capture/receipt-fields';
import { ReceiptReader } from '../capture/receipt-reader';
import { attachmentsTitle } from './attachment-files';
import { AttachmentItem } from './attachment-item';
import { AttachmentPicker } from './attachment-picker';
import { AttachmentViewer } from './attachment-viewer';
import {
  apiPathOf,
  removeAttachment,
  renameAttachment,
  useAttachmentMutation,
  useAttachments,
} from './attachments-api';
import { useAttachmentUploads } from './use-attachment-uploads';
import { useFileDrop } from './use-file-drop';

/**
 * 'Comprovantes' of a saved transaction, in its dialog: the photos and PDFs kept with it, each opened, renamed,
 * downloaded or removed (with 'Desfazer'), and new ones added by the chooser, the camera or a drop on the dialog.
 * A leitor sees and downloads only.
 */
export function AttachmentsSection({
  transactionId,
  className,
  onReceiptRead,
}: {
  transactionId: number;
  className?: string;
  /** 'Usar estes dados' of a comprovante read: the dialog's fields take them (saved by its 'Salvar'). */
  onReceiptRead?: (values: CapturedValues, payee: ReceiptPayee | null) => void;
}) {
  const list = useAttachments(transactionId);
  const attachments = list.data ?? [];
  const canWrite = useCanWrite();
  const uploads = useAttachmentUploads(transactionId, attachments.length);
  const dragging = useFileDrop((files) => void uploads.add(files), canWrite);
  const [opened, setOpened] = useState<Attachment | null>(null);
  const act = useAction();
  const undoToast = useUndoToast();
  const rename = useAttachmentMutation(renameAttachment);
  const remove = useAttachmentMutation(removeAttachment);

  const download = (a: Attachment) =>
    void act({
      work: () => downloadFile(apiPathOf(a.fileUrl), a.nome),
      failed: 'Não foi possível baixar o comprovante',
    });

  if (!canWrite && list.isSuccess && attachments.length === 0) return null;
  return (
    <section aria-labelledby={`attachments-${transactionId}`} className={cn('col-span-2', className)}>
      <h3
        id={`attachments-${transactionId}`}
        tabIndex={-1}
        className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100"
      >
        {attachmentsTitle(attachments.length)}
      </h3>
      {attachments.length > 0 ? (
        <ul className="mb-2 divide-y divide-slate-100 dark:divide-slate-800">
          {attachments.map((a) => (
            <AttachmentItem
              key={a.id}
              attachment={a}
              canWrite={canWrite}
              onOpen={() => setOpened(a)}
              below={
                canWrite && onReceiptRead ? (
                  <ReceiptReader name={a.nome} read={() => readStoredReceipt(a.id)} onUse={onReceiptRead} />
                ) : null
              }
              onDownload={() => download(a)}
              onRename={(nome) =>
                act({
                  work: () => rename.mutateAsync({ id: a.id, nome }),
                  done: 'Comprovante renomeado',
                  failed: 'Não foi possível renomear o comprovante',
                })
              }
              onRemove={() =>
                void act({
                  work: () => remove.mutateAsync(a.id),
                  done: (answer) => {
                    undoToast('Comprovante removido', answer.undo, 'Comprovante de volta');
                    // The removed one's buttons are gone: the keyboard goes on from the section's heading.
                    document.getElementById(`attachments-${transactionId}`)?.focus();
                  },
                  failed: 'Não foi possível remover o comprovante',
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {uploads.sending.length > 0 ? (
        <p role="status" className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          Enviando {uploads.sending[0]}...
        </p>
      ) : null}
      {canWrite ? (
        <AttachmentPicker
          onFiles={(files) => void uploads.add(files)}
          dragging={dragging}
          busy={uploads.sending.length > 0}
        />
      ) : null}
      <FormError message={uploads.error} className="mt-2" />
      {opened ? (
        <AttachmentViewer
          attachment={opened}
          onDownload={() => download(opened)}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
