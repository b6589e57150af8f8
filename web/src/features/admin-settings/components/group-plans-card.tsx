import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { formatUsd } from '@academy/shared/money';
import { type GroupPlan, planRequest, planUpdateRequest } from '@academy/shared/subscriptions';
import { PLAN_MONTHS, planLength } from '@academy/shared/plan-lengths';
import { settingsRequest } from '@academy/shared/settings';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { FieldErrors } from '../../../lib/form.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { createPlan, updatePlan, useAdminPlans } from '../api/group-plans.ts';
import { saveShopSettings, useShopSettings } from '../api/shop-settings.ts';

const saved = (message: string) => void toast.success(message, { duration: ADMIN_TOAST_MS });

/** A plan's price and free trial days, as its row and the new plan's form both ask them. */
function PlanTerms({ usd, trialDays, errors, busy }: { usd?: number; trialDays: number; errors: FieldErrors; busy: boolean }) {
  return (
    <>
      <Field
        label="Price (USD)"
        name="usd"
        type="number"
        inputMode="decimal"
        min="1"
        step="0.01"
        defaultValue={usd}
        error={errors.usd}
        disabled={busy}
        className="w-36"
      />
      <Field
        label="Trial days"
        name="trial_days"
        type="number"
        inputMode="numeric"
        min="0"
        max="90"
        defaultValue={trialDays}
        error={errors.trial_days}
        disabled={busy}
        className="w-28"
      />
    </>
  );
}

/** One plan: its price and trial to change, and whether it is offered. */
function PlanRow({ plan }: { plan: GroupPlan }) {
  const { errors, busy, failure, onSubmit } = useForm(planUpdateRequest, async (data) => saved(await updatePlan(plan.id, data)), {});
  const toggle = useToastedAction({ duration: ADMIN_TOAST_MS });
  const name = planLength(plan.months);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-navy-700 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {name} · {formatUsd(plan.usd)}
          {plan.trial_days > 0 && ` · ${plan.trial_days}-day trial`}
        </h3>
        <span className={`text-xs font-semibold uppercase ${plan.active ? 'text-green-300' : 'text-slate-400'}`}>{plan.active ? 'Offered' : 'Retired'}</span>
      </div>
      <form onSubmit={onSubmit} noValidate aria-label={`${name} plan`} className="flex flex-wrap items-end gap-3">
        <PlanTerms usd={plan.usd} trialDays={plan.trial_days} errors={errors} busy={busy} />
        <Button type="submit" variant="secondary" disabled={busy}>
          Save
        </Button>
        <Button
          variant={plan.active ? 'danger' : 'secondary'}
          disabled={toggle.busy}
          onClick={() => void toggle.run(() => updatePlan(plan.id, { active: !plan.active }))}
        >
          {plan.active ? 'Retire' : 'Offer again'}
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {failure}
        </p>
      )}
    </li>
  );
}

function NewPlanForm({ taken }: { taken: number[] }) {
  const free = PLAN_MONTHS.filter((m) => !taken.includes(m));
  const { errors, busy, failure, onSubmit } = useForm(planRequest, async (data) => saved(await createPlan(data)), { empties: true });
  if (!free.length) return <p className="text-sm text-slate-400">Every length has a plan: change a plan’s price above.</p>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New plan" className="flex flex-wrap items-end gap-3">
      <SelectField label="Length" name="months" disabled={busy} options={free.map((m) => [m, planLength(m)] as const)} />
      <PlanTerms trialDays={0} errors={errors} busy={busy} />
      <Button type="submit" disabled={busy}>
        Add plan
      </Button>
      {failure && (
        <p role="alert" className="w-full text-sm text-red-300">
          {failure}
        </p>
      )}
    </form>
  );
}

function RenewalsForm({ notice, grace }: { notice: number; grace: number }) {
  const { errors, busy, failure, onSubmit } = useForm(settingsRequest, async (data) => saved(await saveShopSettings(data).then((r) => r.message)), {});
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Renewals" className="flex flex-wrap items-end gap-3">
      <Field
        label="Ask to renew, days before the end"
        name="renewal_notice_days"
        type="number"
        min="1"
        max="30"
        defaultValue={notice}
        error={errors.renewal_notice_days}
        disabled={busy}
        className="w-56"
      />
      <Field
        label="Grace days after the end"
        name="grace_days"
        type="number"
        min="0"
        max="30"
        defaultValue={grace}
        error={errors.grace_days}
        disabled={busy}
        className="w-48"
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Save renewals
      </Button>
      {failure && (
        <p role="alert" className="w-full text-sm text-red-300">
          {failure}
        </p>
      )}
    </form>
  );
}

/** The group sold by the period: its plans (none: the one price above), and when renewals are asked for. */
export function GroupPlansCard() {
  const { data: plans } = useAdminPlans();
  const { data: settings } = useShopSettings();
  return (
    <Card className="max-w-xl">
      <h2 className="mb-2 text-xl font-semibold">Subscription plans</h2>
      <p className="mb-6 text-sm text-slate-300">
        With a plan offered, the group is sold by the period instead of the one price above; members who paid that price keep their place. Each period is asked
        for by mail before it ends.
      </p>
      {plans && settings ? (
        <div className="flex flex-col gap-6">
          {plans.length > 0 && (
            <ul className="flex flex-col gap-3" aria-label="Plans">
              {plans.map((p) => (
                <PlanRow key={`${p.id}:${p.usd}:${p.trial_days}`} plan={p} />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">Add a plan</h3>
            <NewPlanForm taken={plans.map((p) => p.months)} />
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">Renewals</h3>
            <RenewalsForm notice={settings.renewal_notice_days} grace={settings.grace_days} />
          </div>
        </div>
      ) : (
        <Spinner label="Loading the plans" />
      )}
    </Card>
  );
}
