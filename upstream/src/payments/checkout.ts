import { GROUP_ACCESS_TITLE } from '@academy/shared/telegram';
import { planLength } from '@academy/shared/plan-lengths';
import { rentLength, rents } from '@academy/shared/robot-sales';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { CouponQuote } from '@academy/shared/coupons';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import { type InitializePaymentRequest, type OrderKind, paymentMetadata } from '@academy/shared/payments';
import type { User } from '../accounts/accounts.ts';
import { type Catalogue, forSale, mustBeBuyable, notForSale } from '../catalogue/catalogue.ts';
import { pricesOf } from '@academy/shared/money';
import type { Settings } from '../catalogue/settings.ts';
import { type Coupons, wireAmount } from '../coupons/coupons.ts';
import type { PricedLine } from '../coupons/discount.ts';
import type { Invites } from '../telegram/invites.ts';
import type { Plans } from '../subscriptions/plans.ts';
import { lifetimeGroupOrder } from '../subscriptions/group-access.ts';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { type OrderItem, orders } from './tables.ts';
import type { Cohorts } from '../cohorts/cohorts.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { PaymentProvider } from './providers/provider.ts';

/**
 * The return address's words. A success return is fixed when the invoice is made, before anyone
 * knows what will arrive (a part, all of it): it says only that the customer came back; the page
 * reads the order and says what arrived.
 */
const RETURN_MESSAGES = {
  success: 'Back from the payment page',
  cancelled: 'Payment cancelled',
  expired: 'Invoice expired',
  declined: 'Your card was declined',
} as const;
/** A cart line: the order's item with its category, which a coupon may be limited to. */
type CartLine = OrderItem & PricedLine;

/** A customer's open orders of a kind that a new checkout resumes or replaces: no money seen on them yet. */
const replaceable = (userId: string, kind: OrderKind) =>
  and(eq(orders.userId, userId), eq(orders.kind, kind), eq(orders.status, 'pending'), isNull(orders.paymentId));

/** How long a second press of Pay waits for the first one's invoice: 15 s, the provider's own limit. */
const INVOICE_WAIT_MS = 100;
const INVOICE_WAIT_TRIES = 150;

/** Whether an order holds exactly these items. */
const sameItems = (held: OrderItem[], lines: OrderItem[]) => {
  const keys = (list: OrderItem[]) =>
    list
      .map((i) => `${i.type}:${i.id}`)
      .sort()
      .join(' ');
  return keys(held) === keys(lines);
};

/**
 * Starts a payment: the order is priced here from the catalogue, the settings and the coupon, never
 * from the browser; an amount that differs is refused before anything is created.
 */
export function createCheckout(deps: {
  db: Db;
  catalogue: Catalogue;
  settings: Settings;
  invites: Invites;
  entitlements: Entitlements;
  /** A course sold by cohort is sold while one has a seat (cohorts/cohorts.ts). */
  cohorts: Pick<Cohorts, 'mustHaveSeat'>;
  coupons: Coupons;
  /** The group's plans, when it is sold by the period (subscriptions/plans.ts). */
  plans: Pick<Plans, 'offeredPlan' | 'anyOffered' | 'cardPlanCode'>;
  /** The enabled provider of a name, or a 404 (plugin.ts). */
  providerNamed(name: string): PaymentProvider;
  publicUrl: string;
  product: string;
  /** How long an invoice takes payments. */
  invoiceHours: number;
  /** An order's age (reconciliation) and its invoice's hours are read against it. */
  clock: Clock;
}) {
  const { db, catalogue, settings, invites, entitlements, coupons } = deps;
  /**
   * Where the customer comes back to: /checkout?status=...&message=... (docs/requirements.md#checkout), and which order it
   * was, on the shop origin they paid from (their session cookie lives there).
   */
  const returnUrl = (order: { id: string; kind: OrderKind; items: OrderItem[] }, status: keyof typeof RETURN_MESSAGES, shopOrigin: string) =>
    new URL(
      // A rental comes back to its robot's page in the dashboard (web/src/config/paths.ts), which says when it runs to.
      `${order.kind === 'rent' ? `/dashboard/robot/${encodeURIComponent(order.items[0]!.slug)}` : '/checkout'}?${new URLSearchParams({
        ...(order.kind === 'telegram' ? { 'telegram-payment': 'true' } : {}),
        status: status === 'expired' || status === 'declined' ? 'failed' : status,
        message: RETURN_MESSAGES[status],
        order: order.id,
      }).toString()}`,
      shopOrigin,
    ).toString();

  async function priceCart(user: User, slugs: { courses: string[]; robots: string[] }): Promise<CartLine[]> {
    const wanted: ['course' | 'robot', string][] = [
      ...[...new Set(slugs.courses)].map((s): ['course', string] => ['course', s]),
      ...[...new Set(slugs.robots)].map((s): ['robot', string] => ['robot', s]),
    ];
    if (!wanted.length) throw new ApiError(422, 'Your cart is empty');
    const items: CartLine[] = [];
    for (const [type, slug] of wanted) {
      const item = type === 'course' ? await catalogue.findCourse(slug) : await catalogue.findRobot(slug);
      if (!item) throw new ApiError(404, `${slug} is no longer available`);
      if (!forSale(item)) throw notForSale(item.title);
      mustBeBuyable(item);
      if (await entitlements.owns(user.id, type, item.id)) throw new ApiError(409, `You already own ${item.title}`);
      if (type === 'course') await deps.cohorts.mustHaveSeat(item);
      items.push({ type, id: item.id, slug: item.slug, title: item.title, usdCents: item.usdCents, category: item.category });
    }
    return items;
  }

  /**
   * A plan's first period as a coupon sees it: a coupon is for newcomers, so a period that renews a
   * subscription already paid for takes none.
   */
  async function firstPeriodLine(user: User, plan: { id: string; usdCents: number }): Promise<PricedLine> {
    const [paid] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.kind, 'telegram'), eq(orders.status, 'paid'), isNotNull(orders.planId)))
      .limit(1);
    if (paid) throw new ApiError(422, 'Coupons are for a first period: this one renews your subscription');
    return { type: 'plan', id: plan.id, category: 'signals-group', usdCents: plan.usdCents };
  }

  /** A rental's one line: the months at the robot's monthly rent, refused for a robot not rented or already owned. */
  async function priceRental(user: User, rent: { robot: string; months: number }): Promise<CartLine[]> {
    const robot = await catalogue.findRobot(rent.robot);
    if (!robot) throw new ApiError(404, `${rent.robot} is no longer available`);
    if (!forSale(robot)) throw notForSale(robot.title);
    if (!rents(robot.sale) || !robot.rentUsdCents) throw new ApiError(409, `${robot.title} is not for rent`);
    if (await entitlements.owns(user.id, 'robot', robot.id)) throw new ApiError(409, `You already own ${robot.title}`);
    const usdCents = robot.rentUsdCents * rent.months;
    return [{ type: 'robot', id: robot.id, slug: robot.slug, title: robot.title, usdCents, category: robot.category, rentMonths: rent.months }];
  }

  /**
   * The invoice another press of Pay is making for this order right now (its provider call runs
   * after its transaction, so no lock is held meanwhile): waited for, as long as a provider call may take.
   */
  async function invoiceBeingMade(orderId: string): Promise<string> {
    for (let tries = 0; tries < INVOICE_WAIT_TRIES; tries++) {
      const [order] = await db.select({ invoiceUrl: orders.invoiceUrl, status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (order?.invoiceUrl) return order.invoiceUrl;
      if (order?.status !== 'pending') break;
      await sleep(INVOICE_WAIT_MS);
    }
    throw new ApiError(502, 'Failed to initialize payment');
  }

  return {
    returnUrl,

    /** What the coupon does to these items (or a plan's first period), for this customer, as `initialize` would price it; nothing is written. */
    async quote(user: User, what: { courses: string[]; robots: string[] } | { plan: string }, code: string): Promise<CouponQuote> {
      const cart = 'plan' in what ? null : await priceCart(user, what);
      const lines: PricedLine[] = 'plan' in what ? [await firstPeriodLine(user, await deps.plans.offeredPlan(what.plan))] : (cart ?? []);
      // Their own open order's use of the code is not one more: paying replaces or resumes that order.
      const except = (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(replaceable(user.id, 'plan' in what ? 'telegram' : 'cart'))
      ).map((o) => o.id);
      const [{ coupon, shares, capped }, pricing] = await Promise.all([
        coupons.take(db, { code, userId: user.id, lines, lock: false, except }),
        settings.pricing(),
      ]);
      const subtotalCents = lines.reduce((t, l) => t + l.usdCents, 0);
      const discountCents = shares.reduce((t, s) => t + s, 0);
      const [subtotal, total] = [pricesOf(subtotalCents, pricing), pricesOf(subtotalCents - discountCents, pricing)];
      return {
        code: coupon.code,
        kind: coupon.kind,
        amount: wireAmount(coupon),
        subtotal,
        // The NGN discount is what makes the two NGN prices differ, so the lines add up on the page.
        discount: { usd: discountCents / 100, price: subtotal.price - total.price },
        total,
        capped,
        // A plan's period is no cart item: the discount is all of it.
        items: (cart ?? []).map((l, i) => ({ type: l.type, slug: l.slug, title: l.title, usd: l.usdCents / 100, discount_usd: shares[i]! / 100 })),
      };
    },

    /** `shopOrigin`: the shop origin the customer pays from (see http/shop-origin.ts); `providerName`: who takes the money. */
    async initialize(user: User, input: InitializePaymentRequest, shopOrigin: string, providerName: string) {
      const provider = deps.providerNamed(providerName);
      // Paying binds goods to this address: it must be the buyer's.
      if (!user.verifiedEmail) throw new ApiError(403, WIRE.verifyEmailFirst);
      let raw: unknown;
      try {
        raw = JSON.parse(input.metadata);
      } catch {
        throw new ApiError(422, 'metadata must be JSON');
      }
      const metadata = parseInput(paymentMetadata, raw);
      const telegram = 'telegram' in metadata;
      const kind: OrderKind = telegram ? 'telegram' : 'rent' in metadata ? 'rent' : 'cart';
      // A period of a plan; where plans are offered the group is sold by the period only.
      const plan = telegram && metadata.telegram.plan ? await deps.plans.offeredPlan(metadata.telegram.plan) : null;
      if (telegram && !plan && (await deps.plans.anyOffered())) throw new ApiError(422, 'Choose a plan for the Telegram group');
      // A subscriber (or a trial) may pay the next period, early or late; a one-off member has nothing to buy.
      if (telegram && (plan ? await lifetimeGroupOrder(db, user.id) : user.hasUserPaid))
        throw new ApiError(409, 'You are already a member of the Telegram group');
      // Never take money for what cannot be delivered: no bot and no invite link, no sale.
      if (telegram && !(await invites.available())) throw new ApiError(409, WIRE.telegramUnavailable);
      if (telegram && input.coupon && !plan) throw new ApiError(422, 'Coupons are for courses and robots, not the Telegram group');
      const lines = 'telegram' in metadata ? [] : 'rent' in metadata ? await priceRental(user, metadata.rent) : await priceCart(user, metadata);
      // The line a coupon sees for a plan's first period (the order itself holds no items).
      const couponLines: PricedLine[] = plan && input.coupon ? [await firstPeriodLine(user, plan)] : lines;
      const price = plan
        ? plan.usdCents
        : telegram
          ? Math.round((await settings.read(['telegram_usd'])).telegram_usd * 100)
          : lines.reduce((t, i) => t + i.usdCents, 0);

      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const pricing = provider.currency === 'NGN' ? await settings.pricing() : null;
      // One open invoice per customer and kind. Their row's lock queues their checkouts, so Pay pressed
      // again (after Back, in another tab) meets the order the first press opened: the same items,
      // coupon and amount reuse its invoice; anything else replaces it, and the use of a coupon it held
      // comes back at once. An order with money seen on it is never replaced: its payment is underway.
      // The coupon's row stays locked from counting its uses to recording this one, so its limits hold.
      const opened = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const open = await tx.select().from(orders).where(replaceable(user.id, kind)).for('update');
        const taken = input.coupon
          ? await coupons.take(tx, { code: input.coupon, userId: user.id, lines: couponLines, lock: true, except: open.map((o) => o.id) })
          : null;
        const discountUsdCents = taken ? taken.shares.reduce((t, s) => t + s, 0) : 0;
        const amountUsdCents = price - discountUsdCents;
        if (Math.round(input.amount * 100) !== amountUsdCents) {
          throw new ApiError(422, `The amount does not match the price of your order (${(amountUsdCents / 100).toFixed(2)} USD)`);
        }
        // A naira charge is fixed now, at the rate the prices are shown at, so the customer pays what they saw.
        const charge =
          pricing === null ? { chargeMinor: null, chargeRate: null } : { chargeMinor: pricesOf(amountUsdCents, pricing).price * 100, chargeRate: pricing.rate };
        const same = open.find(
          (o) =>
            o.provider === provider.name &&
            o.amountUsdCents === amountUsdCents &&
            o.chargeMinor === charge.chargeMinor &&
            o.couponId === (taken?.coupon.id ?? null) &&
            o.planId === (plan?.id ?? null) &&
            sameItems(o.items, lines),
        );
        const replaced = open.filter((o) => o !== same).map((o) => o.id);
        if (replaced.length) await tx.update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, replaced));
        if (same) return { reused: same } as const;

        const items: OrderItem[] = lines.map(({ category: _, ...item }, i) => (taken ? { ...item, discountUsdCents: taken.shares[i]! } : item));
        const order = (
          await tx
            .insert(orders)
            .values({
              userId: user.id,
              kind,
              items,
              amountUsdCents,
              discountUsdCents,
              couponId: taken?.coupon.id ?? null,
              planId: plan?.id ?? null,
              provider: provider.name,
              chargeCurrency: provider.currency,
              ...charge,
              createdAt: dateOf(deps.clock),
              expiresAt: dateOf(deps.clock, deps.invoiceHours * 3_600_000),
            })
            .returning()
        )[0]!;
        if (taken) await coupons.record(tx, { couponId: taken.coupon.id, orderId: order.id, userId: user.id, discountUsdCents });
        return { order, amountUsdCents, items, reused: undefined };
      });
      if (opened.reused) return { invoice_url: opened.reused.invoiceUrl ?? (await invoiceBeingMade(opened.reused.id)), order_id: opened.reused.id };
      const { order, amountUsdCents, items } = opened;
      const description = telegram
        ? `${GROUP_ACCESS_TITLE}${plan ? `: ${planLength(plan.months)}` : ''}`
        : kind === 'rent'
          ? `${items[0]!.title}: rent for ${rentLength(items[0]!.rentMonths!)}`
          : items
              .map((i) => i.title)
              .join(', ')
              .slice(0, 250);
      try {
        // By card, a period of a plan subscribes the card: Paystack charges the next ones itself, at the
        // plan's price. A discounted first period is charged once, and the next ones are asked for.
        const planCode =
          plan && provider.cardSubscriptions && order.chargeMinor !== null && !order.couponId
            ? await deps.plans.cardPlanCode(plan, provider.cardSubscriptions, order.chargeMinor)
            : undefined;
        const invoice = await provider.createInvoice({
          planCode,
          orderId: order.id,
          amountUsd: amountUsdCents / 100,
          chargeMinor: order.chargeMinor,
          email: user.email,
          description,
          shopOrigin,
          successUrl: returnUrl(order, 'success', shopOrigin),
          cancelUrl: returnUrl(order, 'cancelled', shopOrigin),
          ipnUrl: new URL(`/api/${deps.product}/payments/${provider.name}/webhook`, deps.publicUrl).toString(),
        });
        await db.update(orders).set({ invoiceId: invoice.invoiceId, invoiceUrl: invoice.invoiceUrl }).where(eq(orders.id, order.id));
        return { invoice_url: invoice.invoiceUrl, order_id: order.id };
      } catch (err) {
        await db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
        throw err instanceof ApiError ? err : new ApiError(502, 'Failed to initialize payment');
      }
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
