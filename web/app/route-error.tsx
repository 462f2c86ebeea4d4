import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** What a rendering error shows instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-semibold">
        {notFound ? 'Página não encontrada' : 'Unexpected Application Error!'}
      </h1>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
        {notFound
          ? 'O endereço aberto não existe.'
          : 'Algo deu errado ao mostrar esta página. Tente recarregar.'}
      </p>
      <div className="flex gap-2">
        <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white">
          Ir para o início
        </Link>
        {notFound ? null : (
          <button
            type="button"
            className="rounded-lg border px-4 py-2 text-sm"
            onClick={() => window.location.reload()}
          >
            Recarregar
          </button>
        )}
      </div>
    </main>
  );
}
