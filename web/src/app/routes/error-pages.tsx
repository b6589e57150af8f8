import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TEXT } from '@academy/shared/constants';
import { buttonClass } from '../../components/ui/button.tsx';

const isChunkFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

/**
 * The router's error element: the spec's heading with the status text or the message. `home`: where
 * its way out leads (the admin area's own dashboard inside the admin shell).
 */
export function RouteErrorPage({ home = { to: '/', label: 'Go to Home' } }: { home?: { to: string; label: string } }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkFailure(error)
      ? TEXT.loadingChunkFailed
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold">{TEXT.unexpectedError}</h1>
      <p className="text-slate-300">{detail}</p>
      <div className="flex gap-3">
        {isChunkFailure(error) && (
          <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        <Link to={home.to} className={buttonClass('primary')}>
          {home.label}
        </Link>
      </div>
    </main>
  );
}

/** An address no route matches, as the router itself answers one: its error element says so. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** /admin/login's error page (docs/requirements.md#standalone-screens). */
export function PageNotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold">{TEXT.pageNotFound}</h1>
      <Link to="/" className={buttonClass('primary')}>
        Go to Home
      </Link>
    </main>
  );
}
