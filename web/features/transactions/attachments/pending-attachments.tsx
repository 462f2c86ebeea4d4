import { FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../../../common/contract/attachments';
import { FormError } from '../../../components/ui/alert';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { readReceiptFile } from '../api/capture';
import type { CapturedValues } from '../capture/captured-fields';
import type { ReceiptPayee } from '../capture/receipt-fields';
import { ReceiptReader } from '../capture/receipt-reader';
import { attachmentsTitle } from './attachment-files';
import { AttachmentPicker } from './attachment-picker';
import { useFileDrop } from './use-file-drop';
import type { PendingAttachments } from './use-pending-attachments';

/** 'Comprovantes' of 'Nova transação': the files held until the save, each with 'Remover', and the picker. */
export function PendingAttachmentsSection({
  pending,
  className,
  onReceiptRead,
}: {
  pending: PendingAttachments;
  className?: string;
  /** 'Usar estes dados' of a comprovante read: the form's fields take them (saved by 'Salvar'). */
  onReceiptRead?: (values: CapturedValues, payee: ReceiptPayee | null) => void;
}) {
  const dragging = useFileDrop(pending.add, true);
  return (
    <section aria-labelledby="pending-attachments" className={className}>
      <h3 id="pending-attachments" className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {attachmentsTitle(pending.files.length)}
      </h3>
      {pending.files.length > 0 ? (
        <ul className="mb-2 divide-y divide-slate-100 dark:divide-slate-800">
          {pending.files.map((file) => (
            <li
              key={fileKey(file)}
              className="flex flex-wrap items-center gap-3 py-2"
              data-testid="pending-attachment"
            >
              <LocalThumb file={file} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{file.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {formatBytes(file.size)} · enviado ao salvar
                </p>
              </div>
              <IconButton
                label={`Remover ${file.name}`}
                title="Remover"
                icon={X}
                tone="danger"
                size="sm"
                onClick={() => pending.remove(file)}
              />
              {onReceiptRead ? (
                <div className="basis-full">
                  <ReceiptReader name={file.name} read={() => readReceiptFile(file)} onUse={onReceiptRead} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <AttachmentPicker onFiles={pending.add} dragging={dragging} busy={false} />
      <FormError message={pending.error} className="mt-2" />
    </section>
  );
}

const keys = new WeakMap<File, number>();
let lastKey = 0;
/** A File has no id: each one held gets a number of its own, for React's list. */
function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(file, key);
  }
  return key;
}

/** A held photo shown from the file itself (nothing is sent yet); a PDF's document icon. */
function LocalThumb({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const image = file.type.startsWith('image/') && !/hei[cf]/i.test(file.type);
  useEffect(() => {
    if (!image) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, image]);
  return (
    <span
      className={cn(
        'flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400',
      )}
    >
      {url ? (
        <img src={url} alt="" className="h-full w-full object-cover" />
      ) : (
        <FileText size={24} aria-hidden />
      )}
    </span>
  );
}
