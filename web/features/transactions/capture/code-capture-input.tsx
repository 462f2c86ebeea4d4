import { Camera, ImageUp, ScanLine } from 'lucide-react';
import { useRef } from 'react';
import { CAPTURE_CODE_MAX_LENGTH } from '../../../../common/contract/capture';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { CodeCapture } from './use-code-capture';

export const CAPTURE_CODE_FIELD_ID = 'capture-code';

/**
 * The code's field and the ways to give it: a paste is read at once, a typed code on Enter or 'Ler'; 'Escanear'
 * opens the camera, 'Ler imagem' a picture.
 */
export function CodeCaptureInput({
  capture,
  errorId,
  readingImage,
  onScan,
  onImage,
}: {
  capture: CodeCapture;
  /** The error's paragraph, which the field is described by while there is one. */
  errorId: string;
  readingImage: boolean;
  onScan: () => void;
  onImage: (file: File | undefined) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);

  return (
    <>
      <label
        htmlFor={CAPTURE_CODE_FIELD_ID}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        Colar código Pix ou boleto
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={CAPTURE_CODE_FIELD_ID}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={CAPTURE_CODE_MAX_LENGTH + 64}
          placeholder="Pix ou linha digitável"
          className={cn(inputClass, 'min-w-0 flex-1 basis-56')}
          value={capture.text}
          aria-invalid={capture.error ? true : undefined}
          aria-describedby={capture.error ? errorId : undefined}
          onChange={(e) => capture.setText(e.target.value)}
          onPaste={(e) => {
            const pasted = e.clipboardData.getData('text');
            if (!pasted.trim()) return;
            e.preventDefault();
            void capture.read(pasted);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void capture.read(capture.text);
          }}
        />
        <Button
          variant="secondary"
          disabled={capture.reading}
          onClick={() => void capture.read(capture.text)}
        >
          <ScanLine size={16} aria-hidden /> Ler
        </Button>
        <Button variant="secondary" onClick={onScan}>
          <Camera size={16} aria-hidden /> Escanear
        </Button>
        <Button variant="secondary" disabled={readingImage} onClick={() => picker.current?.click()}>
          <ImageUp size={16} aria-hidden /> Ler imagem
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label="Imagem com o código"
          data-testid="capture-image-input"
          onChange={(e) => {
            onImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </>
  );
}
