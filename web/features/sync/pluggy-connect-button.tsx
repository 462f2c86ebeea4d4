import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { getConnectToken, useAddSyncConnection } from './api/connections';

/**
 * "Conectar banco" with the installation's own Pluggy pair: Pluggy Connect (its widget, in a frame from
 * connect.pluggy.ai, which the server's Content-Security-Policy allows only then) logs in at the bank, and the
 * item it made for this person is added as a connection. The widget's code is loaded on the first press only.
 */
export function PluggyConnectButton() {
  const add = useAddSyncConnection();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setError(null);
    setOpening(true);
    try {
      const [{ connect_token }, { PluggyConnect }] = await Promise.all([
        getConnectToken(),
        import('pluggy-connect-sdk'),
      ]);
      const widget = new PluggyConnect({
        connectToken: connect_token,
        language: 'pt',
        onSuccess: async ({ item }) => {
          try {
            const connection = await add.mutateAsync({ item_id: item.id });
            toast(`Conexão adicionada: ${connection.institution}`);
          } catch (e) {
            setError(errorMessage(e, 'Não foi possível adicionar a conexão'));
          }
        },
      });
      await widget.init();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível abrir o Pluggy Connect. Tente de novo.'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Entre no seu banco pelo Pluggy Connect: a conexão aparece aqui quando terminar.
      </p>
      <Button disabled={opening || add.isPending} onClick={() => void open()}>
        <Plus size={16} aria-hidden />
        {opening ? 'Abrindo...' : 'Conectar banco'}
      </Button>
      <FormError message={error} />
    </div>
  );
}
