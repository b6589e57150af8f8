import { useRouteLoaderData } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function Component() {
  const admin = useRouteLoaderData('admin') as { name: string };
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p className="text-slate-300">Signed in as {admin.name}</p>
      <ComingSoon title="Figures and user records" text="Counts, revenue and the user table arrive with the admin area." />
    </div>
  );
}
