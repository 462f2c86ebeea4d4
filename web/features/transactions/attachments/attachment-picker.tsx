import { Camera, Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../../common/contract/attachments';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';

/** A finger for a pointer: a phone or a tablet, whose camera 'Tirar foto' opens. */
const TOUCH_QUERY = '(pointer: coarse)';

/**
 * 'Adicionar comprovante' (the file chooser) and, on a phone, 'Tirar foto' (the camera), in a drop zone that
 * lights up while a file is dragged over the dialog.
 */
export function AttachmentPicker({
  onFiles,
  dragging,
  busy,
}: {
  onFiles: (files: File[]) => void;
  dragging: boolean;
  busy: boolean;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery(TOUCH_QUERY);
  const take = (input: HTMLInputElement) => {
    onFiles(Array.from(input.files ?? []));
    // The same file chosen again (after a refusal) must fire change again.
    input.value = '';
  };
  return (
    <div
      data-testid="attachment-drop-zone"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-3',
        dragging
          ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-800/30'
          : 'border-slate-300 dark:border-slate-600',
      )}
    >
      <input
        ref={chooser}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="attachment-input"
        onChange={(e) => take(e.currentTarget)}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => chooser.current?.click()}>
        <Paperclip size={16} aria-hidden /> Adicionar comprovante
      </Button>
      {touch ? (
        <>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => take(e.currentTarget)}
          />
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => camera.current?.click()}>
            <Camera size={16} aria-hidden /> Tirar foto
          </Button>
        </>
      ) : (
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {dragging ? 'Solte o arquivo para anexar' : 'ou arraste a foto ou o PDF até aqui'}
        </span>
      )}
    </div>
  );
}
