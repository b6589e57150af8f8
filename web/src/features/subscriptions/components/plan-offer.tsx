import { useNavigate } from 'react-router';
import type { GroupPlan } from '@academy/shared/subscriptions';
import { planLength } from '@academy/shared/plan-lengths';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { paths } from '../../../config/paths.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { startTrial, useSubscription } from '../api/subscription.ts';

/**
 * The group's plans, each with Subscribe, and a free trial where the plan has one and the visitor
 * may still take it (a guest signs in first, and comes back here).
 */
export function PlanOffer({ plans, signedIn }: { plans: GroupPlan[]; signedIn: boolean }) {
  const navigate = useNavigate();
  const { data: state } = useSubscription(signedIn);
  const { busy, run } = useToastedAction();
  const trialOpen = !signedIn || state?.trial_available === true;

  async function trial(plan: GroupPlan) {
    if (!signedIn) return void navigate(paths.loginThen(paths.signals));
    await run(() => startTrial(plan.id));
  }

  return (
    <div className="flex h-fit flex-col gap-4 rounded-2xl border border-accent-400/40 bg-navy-900 p-6">
      <h2 className="text-xl font-semibold">Choose your plan</h2>
      <ul className="flex flex-col gap-3" aria-label="Plans">
        {plans.map((p) => (
          <li key={p.id} className="flex flex-col gap-3 rounded-xl border border-navy-700 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{planLength(p.months)}</h3>
              <Price usd={p.usd} price={p.price} className="text-2xl font-semibold" />
            </div>
            <div className="flex flex-wrap gap-2">
              <LinkButton to={paths.groupCheckout(p.id)} aria-label={`Subscribe for ${planLength(p.months)}`}>
                Subscribe
              </LinkButton>
              {p.trial_days > 0 && trialOpen && (
                <Button variant="secondary" disabled={busy} onClick={() => void trial(p)}>
                  Start {p.trial_days}-day free trial
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-400">
        Paid in advance for each period, with crypto or in naira. You are reminded before it ends; cancel at any time and keep access to the end of what you
        paid for.
      </p>
    </div>
  );
}
