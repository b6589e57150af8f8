import { toast } from 'sonner';
import { type TelegramSetup, telegramLinkRequest } from '@academy/shared/telegram';
import { ApiError } from '@academy/shared/api-error';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { setTelegramLink, useTelegramSetup } from '../api/telegram-setup.ts';

/** How members get in today, in one sentence an admin can act on. */
export function telegramSetupSummary(setup: TelegramSetup, where = 'below'): string {
  if (setup.bot) return 'A bot is configured: each paid member gets a single-use invite link.';
  if (setup.invite_url) return `Paid members get the group’s invite link ${where}.`;
  return `The Telegram group is not for sale: set its invite link ${where}, or configure a bot (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID).`;
}

function LinkForm({ current }: { current: string | null }) {
  const { errors, busy, onSubmit } = useForm(
    telegramLinkRequest,
    async (data) => void toast.success((await setTelegramLink(data.invite_url)).message, { duration: ADMIN_TOAST_MS }),
    {
      // Told beside the one field it is about.
      failed: (err) => ({ errors: { invite_url: err instanceof ApiError ? err.message : 'The link could not be saved. Please try again.' } }),
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Group invite link" className="flex flex-col gap-4">
      <Field
        label="Invite link"
        name="invite_url"
        type="url"
        inputMode="url"
        placeholder="https://t.me/+AbCdEf123"
        defaultValue={current ?? ''}
        hint="Leave empty and save to stop selling the group (unless a bot is configured)."
        error={errors.invite_url}
        disabled={busy}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save link'}
      </Button>
    </form>
  );
}

/** The group's invite link, which decides with the bot whether the group can be sold. */
export function TelegramLinkCard() {
  const { data } = useTelegramSetup();
  return (
    <Card className="max-w-xl">
      <h2 className="mb-2 text-xl font-semibold">Group invite link</h2>
      {data ? (
        <>
          <p className="mb-6 text-sm text-slate-300" data-testid="telegram-setup">
            {telegramSetupSummary(data)}
          </p>
          <LinkForm current={data.invite_url} />
        </>
      ) : (
        <Spinner label="Loading the group's setup" />
      )}
    </Card>
  );
}
