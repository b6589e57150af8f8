import { type AdminSubscriber, extendRequest, MAX_EXTENSION_DAYS } from '@academy/shared/admin-subscriptions';
import { dayCount } from '@academy/shared/plan-lengths';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { showDialog } from '../../../lib/dialogs.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { useForm } from '../../../lib/use-form.ts';
import { extendSubscription } from '../api/extend-subscription.ts';

const DAY_MS = 86_400_000;

/** What the confirmation tells the admin: the new end, as the server will count it (a lapsed one from today). */
function consequence(s: AdminSubscriber, days: number): string {
  if (s.status === 'lapsed') return `${s.email} gets ${dayCount(days)} from today and is let back into the Telegram group.`;
  const end = new Date(Date.parse(s.period_end) + days * DAY_MS).toISOString();
  return `${s.email}'s period will end ${dayCount(days)} later, on ${dateOnly(end)}.`;
}

/** "Extend by N days": asked first, then the server's answer is shown and the screen read again (`onExtended`). */
export function ExtendForm({ subscriber, onExtended }: { subscriber: AdminSubscriber; onExtended: () => Promise<unknown> }) {
  const { errors, busy, failure, onSubmit } = useForm(
    extendRequest,
    async (data) => {
      const sure = await showDialog({
        title: 'Extend this subscription?',
        text: consequence(subscriber, data.days),
        tone: 'warning',
        confirmText: 'Yes, extend',
        cancelText: 'Cancel',
      });
      if (!sure) return;
      const message = await extendSubscription(subscriber.id, data);
      await onExtended();
      void showDialog({ title: 'Extended', text: message, tone: 'success' });
    },
    {},
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Extend the period" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Days"
          name="days"
          type="number"
          inputMode="numeric"
          min="1"
          max={MAX_EXTENSION_DAYS}
          error={errors.days}
          disabled={busy}
          className="sm:w-28"
        />
        <Field
          label="Reason"
          name="reason"
          maxLength={500}
          error={errors.reason}
          disabled={busy}
          hint="Kept in the log; the customer does not see it."
          className="flex-1"
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Extend
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {failure}
        </p>
      )}
    </form>
  );
}
