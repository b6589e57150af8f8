import { type SubmitEvent, useState } from 'react';
import { contactRequest } from '@academy/shared/contact';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { sendContact } from '../api/send-contact.ts';

export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = checkForm(contactRequest, formValues(form));
    setErrors(checked.errors ?? {});
    setOutcome(null);
    if (!checked.data) return;
    setBusy(true);
    try {
      const { message } = await sendContact(checked.data);
      form.reset();
      setOutcome({ ok: true, text: message });
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof Error ? err.message : 'Your message could not be sent. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact us">
      {outcome && <FormMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormMessage>}
      <Field label="Your name" name="name" autoComplete="name" error={errors.name} disabled={busy} required />
      <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} disabled={busy} required />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-message" className="text-sm font-medium text-slate-200">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          disabled={busy}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className={`rounded-lg border bg-navy-950 px-3 py-2.5 text-slate-100 ${errors.message ? 'border-red-400' : 'border-navy-700'}`}
        />
        {errors.message && (
          <p id="contact-message-error" className="text-sm text-red-300">
            {errors.message}
          </p>
        )}
      </div>
      {/* Before hydration the form would be sent as a GET, the message in the address bar. */}
      <Button type="submit" disabled={busy || !hydrated}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
