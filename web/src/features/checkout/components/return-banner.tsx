/** A return that did not pay (the `status` and `message` of docs/requirements.md#checkout): one heading, one message, and where to try again (`again`). */
export function ReturnBanner({ status, message, again = 'You can try again below.' }: { status: string; message: string; again?: string }) {
  const cancelled = status === 'cancelled';
  // The provider's own words only where they say more than the heading (a failure's reason).
  const reason = !cancelled && message && message !== 'Payment failed' ? message.replace(/\.?$/, '. ') : '';
  return (
    <section role="status" className={`mb-8 rounded-2xl border p-6 ${cancelled ? 'border-amber-300/40 bg-amber-300/10' : 'border-red-400/40 bg-red-500/10'}`}>
      <h2 className="text-xl font-semibold">{cancelled ? 'Payment cancelled' : 'Payment failed'}</h2>
      <p className="mt-1 text-slate-200">
        {reason}Nothing was charged. {again}
      </p>
    </section>
  );
}
