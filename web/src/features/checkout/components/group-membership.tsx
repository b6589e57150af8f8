import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTelegramInvite } from '../api/get-telegram-invite.ts';

/** What a paid member sees wherever the group is offered: their invite link, never a Pay button. */
export function GroupMembership() {
  const { data, error } = useTelegramInvite(true);
  return (
    <section aria-labelledby="group-member" className="flex flex-col gap-3 rounded-2xl border border-green-500/40 bg-green-500/10 p-6">
      <h2 id="group-member" className="text-xl font-semibold">
        You are a member
      </h2>
      {data ? (
        <>
          <p className="text-slate-200">Open your invite in Telegram to join the signals group.</p>
          <a href={data.invite_link} target="_blank" rel="noreferrer" className={buttonClass('primary', 'self-start')}>
            Join the group on Telegram
          </a>
          <p className="text-sm break-all text-slate-400">{data.invite_link}</p>
        </>
      ) : error ? (
        <p className="text-slate-200">{error instanceof Error ? error.message : 'Your invite could not be loaded.'} Reload this page to try again.</p>
      ) : (
        <Spinner label="Loading your invite" />
      )}
    </section>
  );
}
