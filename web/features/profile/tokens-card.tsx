import { BookOpen, Plus, Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MAX_TOKENS_PER_PERSON,
  type PersonalToken,
  type PersonalTokenCreated,
  tokenScopeLabels,
} from '../../../common/contract/api-tokens';
import { formatDateBR } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { useAction } from '../../components/ui/use-action';
import { useCurrentBook } from '../../entities/book/public';
import { useRevokeToken, useTokens } from './api/tokens';
import { localDate } from './local-date';
import { TokenFormDialog } from './token-form-dialog';
import { TokenSecretDialog } from './token-secret-dialog';

const muted = 'text-slate-600 dark:text-slate-400';

/**
 * "Tokens de acesso": what lets the person's own tools (a script, a spreadsheet, an assistant) read or write their
 * books through the API without their password. Made here with the secret shown once; revoked at once.
 */
export function TokensCard({ timeZone }: { timeZone: string }) {
  const tokens = useTokens();
  const { books, current } = useCurrentBook();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<PersonalTokenCreated | null>(null);
  const titleId = useId();
  const full = (tokens.data?.length ?? 0) >= MAX_TOKENS_PER_PERSON;

  return (
    <Card className="lg:col-span-3" role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Tokens de acesso
        </h2>
        <Button size="sm" onClick={() => setCreating(true)} disabled={full || books.length === 0}>
          <Plus size={16} aria-hidden /> Novo token
        </Button>
      </div>
      <p className={`mt-1 text-sm ${muted}`}>
        Para seus próprios programas (um script, uma planilha, um assistente) usarem a API do Grana sem a sua
        senha: envie o token no cabeçalho <code className="break-all">Authorization: Bearer</code>. Cada token
        alcança só os livros escolhidos e nunca muda sua senha, e-mail, livros ou membros.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href="/api/docs"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline dark:text-emerald-400"
        >
          <BookOpen size={14} aria-hidden /> Referência da API
        </a>
        <Link
          to="/webhooks"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline dark:text-emerald-400"
        >
          <Webhook size={14} aria-hidden /> Webhooks do livro
        </Link>
      </p>
      {full ? (
        <p className={`mt-2 text-sm ${muted}`}>
          Você tem {MAX_TOKENS_PER_PERSON} tokens, o limite: revogue algum para criar outro.
        </p>
      ) : null}
      {tokens.isPending ? (
        <p className={`mt-3 text-sm ${muted}`}>Carregando tokens...</p>
      ) : tokens.isError ? (
        <LoadFailed query={tokens} fallback="Erro ao carregar os tokens" className="mt-3" />
      ) : tokens.data.length === 0 ? (
        <p className={`mt-3 text-sm ${muted}`}>Nenhum token criado.</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label="Seus tokens">
          {tokens.data.map((token) => (
            <TokenItem key={token.id} token={token} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {creating ? (
        <TokenFormDialog
          books={books}
          currentBookId={current?.id}
          onClose={() => setCreating(false)}
          onCreated={setCreated}
        />
      ) : null}
      {created ? <TokenSecretDialog created={created} onClose={() => setCreated(null)} /> : null}
    </Card>
  );
}

const day = (instant: string, timeZone: string) => formatDateBR(localDate(instant, timeZone));

/** The words of a token's last use: "Nunca usado", or the day and the address it came from. */
export function lastUseText(token: PersonalToken, timeZone: string): string {
  if (!token.lastUsedAt) return 'Nunca usado';
  const address = token.lastUsedAddress ? ` de ${token.lastUsedAddress}` : '';
  return `${day(token.lastUsedAt, timeZone)}${address}`;
}

function TokenItem({ token, timeZone }: { token: PersonalToken; timeZone: string }) {
  const revoke = useRevokeToken();
  const act = useAction();
  const onRevoke = () =>
    act({
      confirm: {
        title: 'Revogar token',
        message: `O token "${token.name}" deixa de funcionar agora: o que o usa recebe "Token de acesso inválido". Não há como desfazer.`,
        confirmLabel: 'Revogar',
        danger: true,
      },
      work: () => revoke.mutateAsync(token.id),
      done: 'Token revogado',
      failed: 'Não foi possível revogar o token. Tente novamente.',
    });
  const facts: Array<[string, string]> = [
    ['Acesso', tokenScopeLabels[token.scope]],
    ['Livros', token.books.map((b) => b.name).join(', ') || 'Nenhum livro seu'],
    ['Criado em', day(token.createdAt, timeZone)],
    ['Expira em', token.expiresAt ? day(token.expiresAt, timeZone) : 'Sem validade'],
    ['Último uso', lastUseText(token, timeZone)],
  ];
  if (token.allowedAddresses.length > 0) facts.push(['Endereços', token.allowedAddresses.join(', ')]);
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{token.name}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void onRevoke()}
          disabled={revoke.isPending}
          aria-label={`Revogar ${token.name}`}
        >
          Revogar
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-wrap gap-x-1">
            <dt className={muted}>{term}:</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
