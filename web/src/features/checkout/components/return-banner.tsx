import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** What the provider's return says (spec 2.4's status and message), in words a customer can act on. */
export function ReturnBanner({ status, message, inviteLink }: { status: string; message: string; inviteLink?: string | null }) {
  const paid = status === 'success';
  const cancelled = status === 'cancelled';
  const tone = paid ? 'border-green-500/40 bg-green-500/10' : cancelled ? 'border-amber-300/40 bg-amber-300/10' : 'border-red-400/40 bg-red-500/10';
  return (
    <section role="status" className={`mb-8 rounded-2xl border p-6 ${tone}`}>
      <h2 className="text-xl font-semibold">{paid ? 'Payment received' : cancelled ? 'Payment cancelled' : 'Payment failed'}</h2>
      {message && <p className="mt-1 text-slate-200">{message}</p>}
      {paid && !inviteLink && (
        <p className="mt-3 text-slate-300">
          Your purchase appears in your{' '}
          <Link to={paths.dashboard.root} className="font-semibold text-accent-400 hover:underline">
            dashboard
          </Link>{' '}
          as soon as the network confirms it. A receipt is on its way to your email.
        </p>
      )}
      {inviteLink && (
        <p className="mt-3 text-slate-200">
          Your invite:{' '}
          <a href={inviteLink} target="_blank" rel="noreferrer" className="font-semibold break-all text-accent-400 hover:underline">
            {inviteLink}
          </a>{' '}
          (it works once).
        </p>
      )}
      {!paid && <p className="mt-3 text-slate-300">Nothing was charged. You can try again below.</p>}
    </section>
  );
}
