import { useNavigation } from 'react-router';

/** A thin bar while a lazy page or a loader is on its way. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-navy-800">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent-400" />
    </div>
  );
}
