import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useLinkCode } from '../api/capture';

const LINK_FAILED = 'Não foi possível guardar o código no lançamento.';

/**
 * 'Guardar o código neste lançamento': the payment the statement brought first keeps the pasted code (POST
 * /capture/code/link), instead of a second row for the same money; the dialog then closes.
 */
export function useLinkSimilar(onLinked: () => void) {
  const toast = useToast();
  const link = useLinkCode();
  const [error, setError] = useState<string | null>(null);
  const keep = async (code: string, transactionId: number) => {
    setError(null);
    try {
      await link.mutateAsync({ code, transactionId });
    } catch (e) {
      setError(errorMessage(e, LINK_FAILED));
      return;
    }
    toast('Código guardado no lançamento');
    onLinked();
  };
  return { keep, linking: link.isPending, error };
}
