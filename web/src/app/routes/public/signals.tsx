import { WIRE } from '@academy/shared/constants';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { useTelegramPrice } from '../../../features/catalogue/api/get-telegram-price.ts';
import { GroupMembership } from '../../../features/checkout/components/group-membership.tsx';
import { useGroupPlans } from '../../../features/subscriptions/api/subscription.ts';
import { MemberPeriod } from '../../../features/subscriptions/components/member-period.tsx';
import { PlanOffer } from '../../../features/subscriptions/components/plan-offer.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { paths } from '../../../config/paths.ts';

const PERKS = [
  'Daily trade ideas with entry, stop loss and targets',
  'Market briefings before the London and New York sessions',
  'Questions answered by our mentors',
  'Weekly results, wins and losses alike',
];

/** The offer: the plans (or the one price) and Join, or why it is not for sale. */
function Offer({ signedIn }: { signedIn: boolean }) {
  const { data } = useTelegramPrice();
  const { data: plans } = useGroupPlans();
  if (!data || !plans) return <Spinner label="Loading the price" />;
  if (data.available && plans.length) return <PlanOffer plans={plans} signedIn={signedIn} />;
  return (
    <div className="flex h-fit flex-col gap-4 rounded-2xl border border-accent-400/40 bg-navy-900 p-6">
      <h2 className="text-xl font-semibold">Get added to our telegram group</h2>
      <Price usd={data.usd} price={data.price} className="text-4xl font-semibold" />
      {data.available ? (
        <>
          <LinkButton to="/checkout?telegram-payment=true">Join the group</LinkButton>
          <p className="text-xs text-slate-400">Paid in USD with crypto. Your invite link appears right after the payment confirms.</p>
        </>
      ) : (
        <p className="text-slate-300">{WIRE.telegramUnavailable}</p>
      )}
    </div>
  );
}

/** Signals: the paid Telegram group (docs/requirements.md#who-it-is-for); a member sees their invite instead of the offer. */
export function Component() {
  const { session, loaded } = useSession();
  const { data: details } = useUserDetails(session.customer?.name);
  // A guest's view until the session is known (the server renders it): a member's invite replaces the offer.
  const deciding = loaded && session.customer && !details;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <PageHead
        title="Trading signals"
        description="Join our private Telegram group and trade alongside the team: daily trade ideas with entry, stop loss and targets, briefings and weekly results."
        path={paths.signals}
      />
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">Trading signals</h1>
        <p className="mt-4 text-lg text-slate-300">Join our private Telegram group and trade alongside the team.</p>
        <ul className="mt-6 flex flex-col gap-3 text-slate-200">
          {PERKS.map((p) => (
            <li key={p}>✓ {p}</li>
          ))}
        </ul>
      </div>
      {deciding ? (
        <Spinner label="Loading the price" />
      ) : details?.hasUserPaid ? (
        <div className="flex flex-col gap-3">
          <GroupMembership />
          <MemberPeriod />
        </div>
      ) : (
        <Offer signedIn={Boolean(session.customer)} />
      )}
    </div>
  );
}
