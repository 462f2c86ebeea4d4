import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { inputClass } from './field';
import { useToast } from './toast';

/**
 * A secret shown once (a webhook's signing secret, a personal access token), read only, with "Copiar" (marked
 * `data-copy-secret`, for a dialog's first focus). Without the clipboard (an old browser,
 * a page not served over HTTPS) the text is selected to copy by hand.
 */
export function CopySecret({ value, label }: { value: string; label: string }) {
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast('Copiado');
    } catch {
      field.current?.select();
      toast('Não foi possível copiar: o texto está selecionado, copie com Ctrl+C', 'error');
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        ref={field}
        readOnly
        aria-label={label}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        // Not monospace: Chromium clips an input's text to the font's descent, and the common monospace fonts draw
        // '_' below it (grana_pat_ read as 'grana pat ').
        className={cn(inputClass, 'min-w-0')}
      />
      <Button variant="secondary" className="shrink-0" data-copy-secret onClick={() => void copy()}>
        <Copy size={16} aria-hidden /> Copiar
      </Button>
    </div>
  );
}
