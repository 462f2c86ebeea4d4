import { Download, Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import type { Attachment } from '../../../../common/contract/attachments';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Modal } from '../../../components/ui/modal';
import { useBlobUrl } from './use-blob-url';

const ZOOM_STEP = 0.5;

/**
 * The PDF reader's frame: without the browser reader's own toolbar, whose title is the blob: URL's id (a blob has
 * no file name) and whose download saves '<id>.pdf'. The dialog's title is the comprovante's name and its
 * 'Baixar' saves the file under it.
 */
export const pdfFrameUrl = (objectUrl: string) => `${objectUrl}#toolbar=0&navpanes=0`;
const ZOOM_MAX = 4;

/**
 * A comprovante opened: a photo that can be enlarged ('Ampliar', 'Reduzir', 'Ajustar à tela'; a phone pinches
 * the scroll area) or a PDF in the browser's own reader (a frame of a blob: URL), with 'Baixar' and 'Fechar'.
 */
export function AttachmentViewer({
  attachment,
  onDownload,
  onClose,
}: {
  attachment: Attachment;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { objectUrl, failed } = useBlobUrl(attachment.fileUrl);
  const [zoom, setZoom] = useState(1);
  const image = attachment.tipo === 'image';
  return (
    <Modal
      open
      title={attachment.nome}
      onClose={onClose}
      widthClass="max-w-[960px]"
      footer={
        <>
          {image ? (
            <div className="mr-auto flex gap-1">
              <IconButton
                label="Reduzir"
                icon={ZoomOut}
                disabled={zoom <= 1}
                onClick={() => setZoom((z) => Math.max(1, z - ZOOM_STEP))}
              />
              <IconButton
                label="Ampliar"
                icon={ZoomIn}
                disabled={zoom >= ZOOM_MAX}
                onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP))}
              />
              <IconButton
                label="Ajustar à tela"
                icon={Maximize}
                disabled={zoom === 1}
                onClick={() => setZoom(1)}
              />
            </div>
          ) : null}
          <Button variant="secondary" onClick={onDownload}>
            <Download size={16} aria-hidden /> Baixar
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </>
      }
    >
      <div
        data-testid="attachment-viewer"
        className="flex h-[65vh] items-center justify-center overflow-auto rounded-lg bg-slate-100 dark:bg-slate-950"
        // The browser's own pinch enlarges the photo on a phone; the buttons do it elsewhere.
        style={{ touchAction: 'pinch-zoom pan-x pan-y' }}
      >
        {failed ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Não foi possível abrir o comprovante.</p>
        ) : !objectUrl ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Carregando...</p>
        ) : image ? (
          <img
            src={objectUrl}
            alt={attachment.nome}
            className="m-auto max-w-none object-contain"
            style={
              zoom === 1
                ? { maxWidth: '100%', maxHeight: '100%' }
                : { width: `${zoom * 100}%`, height: 'auto' }
            }
          />
        ) : (
          <div className="flex h-full w-full flex-col">
            <iframe
              title={attachment.nome}
              src={pdfFrameUrl(objectUrl)}
              className="min-h-0 w-full flex-1 border-0 bg-white"
            />
            {/* Many phones' browsers show no PDF inside a page: the way to it is said, not left blank. */}
            <p className="px-2 py-1 text-center text-xs text-slate-600 dark:text-slate-300">
              Se o PDF não aparecer aqui, use "Baixar" para abri-lo no seu leitor de PDF.
            </p>
          </div>
        )}
      </div>
    </Modal>
  );
}
