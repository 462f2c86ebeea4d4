import { FileText, ImageOff } from 'lucide-react';
import { useRef } from 'react';
import type { AttachmentSummary } from '../../../../common/contract/attachments';
import { cn } from '../../../lib/cn';
import { useBlobUrl, useSeen } from './use-blob-url';

/**
 * A comprovante's picture: the photo's thumbnail, fetched once it is near the screen, or a document icon for a
 * PDF. Decorative (alt ''): the button or the row around it says what it is.
 */
export function AttachmentThumb({
  attachment,
  className,
}: {
  attachment: Pick<AttachmentSummary, 'tipo' | 'thumbUrl'>;
  className?: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const seen = useSeen(box);
  const { objectUrl, failed } = useBlobUrl(attachment.thumbUrl, seen);
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400',
    className,
  );
  if (attachment.tipo === 'pdf' || attachment.thumbUrl === null)
    return (
      <span ref={box} className={frame}>
        <FileText className="h-1/2 w-1/2" aria-hidden />
      </span>
    );
  return (
    <span ref={box} className={frame}>
      {objectUrl ? (
        <img
          src={objectUrl}
          alt=""
          className="h-full w-full object-cover"
          data-testid="attachment-thumb-img"
        />
      ) : failed ? (
        <ImageOff className="h-1/2 w-1/2" aria-hidden />
      ) : null}
    </span>
  );
}
