import { createBrowserRouter } from 'react-router';
import { ACADEMY_NAME } from '@academy/shared/constants';

function Home() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-semibold tracking-tight">{ACADEMY_NAME}</h1>
      <p className="text-lg text-slate-300">Trading courses, trading robots and a signals group, all in one place.</p>
    </main>
  );
}

export const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
