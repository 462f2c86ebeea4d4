import { Paperclip } from 'lucide-react';
import type { AttachmentSummary } from '../../../../common/contract/attachments';
import { cn } from '../../../lib/cn';
import { attachmentCountText } from './attachment-files';
import { AttachmentThumb } from './attachment-thumb';

/**
 * A row's comprovantes in the list, kept small so a phone's row stays two lines: the first photo's thumbnail
 * (loaded once the row is on screen), or a paperclip for PDFs only, and the count when there are several.
 */
export function RowAttachments({
  comprovantes,
  className,
}: {
  comprovantes: readonly AttachmentSummary[];
  className?: string;
}) {
  const count = comprovantes.length;
  if (count === 0) return null;
  const photo = comprovantes.find((c) => c.thumbUrl !== null);
  return (
    <span
      data-testid="row-attachments"
      title={attachmentCountText(count)}
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 align-middle text-xs text-slate-500 tabular-nums dark:text-slate-400',
        className,
      )}
    >
      {photo ? (
        <AttachmentThumb attachment={photo} className="h-5 w-5 rounded" />
      ) : (
        <Paperclip size={14} aria-hidden />
      )}
      {count > 1 || !photo ? <span aria-hidden>{count}</span> : null}
      <span className="sr-only">{attachmentCountText(count)}</span>
    </span>
  );
}
