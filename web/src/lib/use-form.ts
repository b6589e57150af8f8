import { type SubmitEvent, useState } from 'react';
import type { z } from 'zod';
import { HandledApiError } from './api-client.ts';
import { checkForm, type FieldErrors, formValues } from './form.ts';

/** What a form shows: a message per field, one failure line, a success message, and whether it is sending. */
interface FormState {
  errors: FieldErrors;
  failure: string;
  done: string;
  busy: boolean;
}

/** How a failed send is told: a failure line, messages beside fields, or nothing more (the form told it itself: a toast, a dialog). */
type FailureAnswer = string | { errors: FieldErrors } | undefined;

export interface FormOptions {
  /** Values the form's fields do not hold (a token from the address, a choice kept in state), merged over them before the check. */
  values?: (fields: Record<string, string>) => Record<string, unknown>;
  /** What the schema cannot check (two fields that must match), by field. */
  check?: (fields: Record<string, string>) => FieldErrors;
  /** The failure line when a failed send carries no message of its own. */
  fallback?: string;
  /** Tells a failed send its own way; without it the failure line says the error's message. */
  failed?: (err: unknown) => FailureAnswer | Promise<FailureAnswer> | Promise<void>;
  /** The fields empty after a success, ready for the next one. */
  empties?: boolean;
  /** The screen changes after a success (a navigation, a reload): the form stays busy until then, so it cannot be sent twice. */
  leaves?: boolean;
}

const IDLE: FormState = { errors: {}, failure: '', done: '', busy: false };

/**
 * One form's cycle, the same for every form: read the fields, check them with the shared schema
 * (a message per field, and nothing sent), send while busy, then show what came of it. `send`
 * answers the success message to show, if any. A failure the session rules already acted on
 * (HandledApiError: their dialog spoke) adds nothing.
 */
export function useForm<T extends z.ZodType>(schema: T, send: (data: z.infer<T>) => Promise<string | undefined> | Promise<void>, options: FormOptions) {
  const [state, setState] = useState<FormState>(IDLE);

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = formValues(form);
    const checked = checkForm(schema, { ...fields, ...options.values?.(fields) });
    const errors: FieldErrors = { ...checked.errors, ...options.check?.(fields) };
    const { data } = checked;
    const valid = data !== null && Object.keys(errors).length === 0;
    setState({ ...IDLE, errors, busy: valid });
    if (!valid) return;
    try {
      const done = (await send(data)) ?? '';
      if (options.empties) form.reset();
      setState({ ...IDLE, done, busy: options.leaves === true });
    } catch (err) {
      const answer = err instanceof HandledApiError ? undefined : options.failed ? await options.failed(err) : messageOf(err, options.fallback);
      setState({ ...IDLE, ...(typeof answer === 'string' ? { failure: answer } : answer) });
    }
  }

  return { ...state, onSubmit };
}

const messageOf = (err: unknown, fallback = 'Something went wrong. Please try again.') => (err instanceof Error && err.message ? err.message : fallback);
