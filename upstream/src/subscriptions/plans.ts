import { asc, eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { type Pricing, pricesOf } from '@academy/shared/money';
import type { GroupPlan, PlanRequest } from '@academy/shared/subscriptions';
import { planLength } from '@academy/shared/plan-lengths';
import { GROUP_ACCESS_TITLE } from '@academy/shared/telegram';
import type { CardSubscriptions } from './card-provider.ts';
import type { Db } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { Settings } from '../catalogue/settings.ts';
import { groupPlans } from './tables.ts';

type PlanRow = typeof groupPlans.$inferSelect;

export const describePlan = (p: PlanRow, pricing: Pricing): GroupPlan => ({
  id: p.id,
  months: p.months,
  ...pricesOf(p.usdCents, pricing),
  trial_days: p.trialDays,
  active: p.active,
});

/** What the admin sets of a plan, as its audit entries show it. */
const planFields = (p: PlanRow) => ({ months: p.months, usd: p.usdCents / 100, trial_days: p.trialDays, active: p.active });
const planTarget = (p: PlanRow) => ({ type: 'plan', id: p.id, label: planLength(p.months) }) as const;

/** The group's plans: the admin's list, the offered ones, and one by id for a checkout or a trial. */
export function createPlans(deps: { db: Db; settings: Pick<Settings, 'pricing'> }) {
  const { db } = deps;
  const all = () => db.select().from(groupPlans).orderBy(asc(groupPlans.months));

  async function list(): Promise<GroupPlan[]> {
    const [rows, pricing] = await Promise.all([all(), deps.settings.pricing()]);
    return rows.map((p) => describePlan(p, pricing));
  }

  return {
    list,
    offered: async (): Promise<GroupPlan[]> => (await list()).filter((p) => p.active),
    /** Whether any plan is offered: the group is then sold by the period only. */
    async anyOffered(): Promise<boolean> {
      return (await db.select({ id: groupPlans.id }).from(groupPlans).where(eq(groupPlans.active, true)).limit(1)).length > 0;
    },
    /** An offered plan, or 404/409 with why. */
    async offeredPlan(id: string): Promise<PlanRow> {
      const [plan] = await db.select().from(groupPlans).where(eq(groupPlans.id, id));
      if (!plan) throw new ApiError(404, 'Plan not found');
      if (!plan.active) throw new ApiError(409, 'This plan is no longer offered');
      return plan;
    },
    /**
     * The card provider's plan charging this plan's naira price (`amountMinor`), made at the first card
     * checkout at that price and kept; a new price (the rate moved) gets a new one. Subscribers keep
     * the one they signed up on.
     */
    async cardPlanCode(plan: PlanRow, cards: CardSubscriptions, amountMinor: number): Promise<string> {
      if (plan.cardPlanCode && plan.cardPlanMinor === amountMinor) return plan.cardPlanCode;
      const code = await cards.createPlan({ name: `${GROUP_ACCESS_TITLE}: ${planLength(plan.months)}`, months: plan.months, amountMinor });
      await db.update(groupPlans).set({ cardPlanCode: code, cardPlanMinor: amountMinor }).where(eq(groupPlans.id, plan.id));
      return code;
    },
    async create(audit: AuditContext, input: PlanRequest): Promise<GroupPlan> {
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(groupPlans)
          .values({ months: input.months, usdCents: Math.round(input.usd * 100), trialDays: input.trial_days })
          .onConflictDoNothing()
          .returning();
        if (!made) throw new ApiError(409, `A ${input.months}-month plan exists already: change its price instead`);
        await record(tx, { ...audit, target: planTarget(made), after: planFields(made) });
        return made;
      });
      return describePlan(row, await deps.settings.pricing());
    },
    async update(audit: AuditContext, id: string, input: { usd?: number; trial_days?: number; active?: boolean }): Promise<GroupPlan> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(groupPlans).where(eq(groupPlans.id, id)).for('update');
        if (!before) throw new ApiError(404, 'Plan not found');
        const [after] = await tx
          .update(groupPlans)
          .set({
            ...(input.usd !== undefined && { usdCents: Math.round(input.usd * 100) }),
            ...(input.trial_days !== undefined && { trialDays: input.trial_days }),
            ...(input.active !== undefined && { active: input.active }),
          })
          .where(eq(groupPlans.id, id))
          .returning();
        await record(tx, { ...audit, target: planTarget(before), before: planFields(before), after: planFields(after!) });
        return after!;
      });
      return describePlan(row, await deps.settings.pricing());
    },
  };
}
export type Plans = ReturnType<typeof createPlans>;
