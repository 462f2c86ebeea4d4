import type { PersonalTokenCreated } from '../../../common/contract/api-tokens';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopySecret } from '../../components/ui/copy-secret';
import { Modal } from '../../components/ui/modal';

/** The token just made, its secret shown this once (the server keeps only its hash), with a button to copy it. */
export function TokenSecretDialog({
  created,
  onClose,
}: {
  created: PersonalTokenCreated;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="Token criado"
      onClose={onClose}
      footer={<Button onClick={onClose}>Já copiei</Button>}
      initialFocus="[data-copy-secret]"
    >
      <Alert tone="info">
        Copie o token <span className="font-medium break-words">{created.token.name}</span> agora:{' '}
        <strong>ele não será mostrado novamente.</strong> Guarde-o como uma senha.
      </Alert>
      <div className="mt-3">
        <CopySecret value={created.secret} label="Token de acesso" />
      </div>
    </Modal>
  );
}
