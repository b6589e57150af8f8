import { useNavigation } from 'react-router';
import { Spinner } from '../ui/spinner.tsx';

/**
 * While a lazy page or a loader is on its way: a thin bar at the top and the spinner of docs/requirements.md#standalone-screens,
 * on every navigation (the router's hydrate fallback covers only the first load). The spinner
 * floats over the old screen without taking clicks, so nothing moves under the pointer.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <>
      <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-navy-800">
        <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent-400" />
      </div>
      <div className="pointer-events-none fixed inset-x-0 top-1/3 z-50 flex justify-center px-4">
        <div className="rounded-2xl border border-navy-700 bg-navy-900/95 px-6 shadow-xl">
          <Spinner label="Loading page" />
        </div>
      </div>
    </>
  );
}
