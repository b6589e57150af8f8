import { contactRequest } from '@academy/shared/contact';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { useForm } from '../../../lib/use-form.ts';
import { sendContact } from '../api/send-contact.ts';

export function ContactForm() {
  const { errors, failure, done, busy, onSubmit } = useForm(contactRequest, async (data) => (await sendContact(data)).message, {
    empties: true,
    fallback: 'Your message could not be sent. Please try again.',
  });
  const hydrated = useHydrated();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact us">
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
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
