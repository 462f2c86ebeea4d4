import { PageHeader } from '../../components/ui/page-header';
import { ConnectionsSection } from './connections-section';
import { CredentialsCard } from './credentials-card';

/**
 * "Conexões bancárias": the person's Pluggy credentials and their bank connections, each with its accounts
 * linked to Grana's, the balances side by side and the runs (issue 34).
 */
export function SyncPage() {
  return (
    <>
      <PageHeader
        title="Conexões bancárias"
        subtitle="Os lançamentos dos seus bancos chegam sozinhos, pelo Pluggy (Open Finance)"
      />
      <div className="flex flex-col gap-6">
        <CredentialsCard />
        <ConnectionsSection />
      </div>
    </>
  );
}
