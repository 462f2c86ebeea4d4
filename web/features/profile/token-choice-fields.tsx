import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TOKEN_SCOPES, tokenScopeLabels } from '../../../common/contract/api-tokens';
import type { BookView } from '../../../common/contract/books';
import { Checkbox } from '../../components/ui/checkbox';
import { radioCardClass } from '../../components/ui/radio-card';
import { EXPIRY_CHOICES, type TokenFormValues } from './token-form';

const SCOPE_HINTS = {
  leitura: 'Consulta contas, lançamentos e relatórios; não altera nada.',
  escrita: 'Também registra, edita e apaga lançamentos e cadastros dos livros escolhidos.',
} as const;

const legendClass = 'mb-1 text-sm font-medium text-slate-700 dark:text-slate-300';
const errorClass = 'mt-1 text-xs text-red-600 dark:text-red-400';

type Register = UseFormRegister<TokenFormValues>;

/** "Acesso": read only, or writing too, each said in a line. */
export function TokenScopeField({ register }: { register: Register }) {
  const ids = useId();
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className={legendClass}>Acesso</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} className={radioCardClass}>
            <input
              type="radio"
              value={scope}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-describedby={`${ids}-${scope}`}
              {...register('scope')}
            />
            <span>
              <span className="block font-medium">{tokenScopeLabels[scope]}</span>
              <span id={`${ids}-${scope}`} className="block text-slate-600 dark:text-slate-400">
                {SCOPE_HINTS[scope]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Livros": the books the token may reach, at least one. */
export function TokenBooksField({
  register,
  books,
  error,
}: {
  register: Register;
  books: readonly BookView[];
  /** The books' complaint (none ticked), said under them. */
  error: { message?: string } | undefined;
}) {
  const errorId = `${useId()}-books-error`;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className={legendClass}>Livros</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {books.map((book) => (
          <Checkbox key={book.id} value={String(book.id)} {...register('bookIds')}>
            <span className="break-words">{book.name}</span>
          </Checkbox>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={errorClass}>
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Validade": how long the token lasts, or until it is revoked. */
export function TokenExpiryField({ register }: { register: Register }) {
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className={legendClass}>Validade</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {EXPIRY_CHOICES.map((choice) => (
          <label key={choice.value} className={radioCardClass}>
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              {...register('expiry')}
            />
            <span className="font-medium">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
