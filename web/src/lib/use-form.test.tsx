// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@academy/shared/api-error';
import { HandledApiError } from './api-client.ts';
import { confirmMismatch } from './form.ts';
import { type FormOptions, useForm } from './use-form.ts';

const schema = z.object({ email: z.string().trim().pipe(z.email('Enter a valid email')), password: z.string().min(8, 'At least 8 characters') });
type Data = z.infer<typeof schema>;

/** A deferred send: the test decides when and how it ends, and sees what it was given. */
function deferred() {
  const calls: Data[] = [];
  let settle: { resolve: (v: string | undefined) => void; reject: (e: unknown) => void } | undefined;
  const send = (data: Data) => {
    calls.push(data);
    return new Promise<string | undefined>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { calls, send, end: () => settle! };
}

function TestForm({ send, options }: { send: (d: Data) => Promise<string | undefined>; options: FormOptions }) {
  const form = useForm(schema, send, options);
  return (
    <form onSubmit={form.onSubmit} aria-label="Test">
      <input name="email" aria-label="Email" defaultValue="" />
      <input name="password" aria-label="Password" defaultValue="" />
      <input name="confirm_password" aria-label="Confirm" defaultValue="" />
      <output aria-label="state">{JSON.stringify({ errors: form.errors, failure: form.failure, done: form.done, busy: form.busy })}</output>
      <button type="submit">Send</button>
    </form>
  );
}

const state = () => JSON.parse(screen.getByLabelText('state').textContent) as { errors: object; failure: string; done: string; busy: boolean };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Test' })));
const fillValid = () => {
  type('Email', ' ada@example.com ');
  type('Password', 'correct-horse-1');
  type('Confirm', 'correct-horse-1');
};

describe('useForm: check, send, tell', () => {
  afterEach(cleanup);

  it('checks with the schema and the extra check: a message per field, and nothing is sent', async () => {
    const { calls, send } = deferred();
    render(<TestForm send={send} options={{ check: confirmMismatch }} />);
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm', 'other');
    await submit();
    expect(state()).toEqual({
      errors: { email: 'Enter a valid email', password: 'At least 8 characters', confirm_password: 'The passwords do not match' },
      failure: '',
      done: '',
      busy: false,
    });
    expect(calls).toEqual([]);
  });

  it('sends the parsed values while busy, then shows the success message and empties the fields when asked', async () => {
    const { calls, send, end } = deferred();
    render(<TestForm send={send} options={{ empties: true, values: () => ({ password: 'from-the-page-1' }) }} />);
    fillValid();
    await submit();
    expect(state().busy).toBe(true);
    expect(calls).toEqual([{ email: 'ada@example.com', password: 'from-the-page-1' }]);
    await act(async () => end().resolve('Saved'));
    expect(state()).toEqual({ errors: {}, failure: '', done: 'Saved', busy: false });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('stays busy after a success that leaves the screen, so a second press sends nothing', async () => {
    const { calls, send, end } = deferred();
    render(<TestForm send={send} options={{ leaves: true }} />);
    fillValid();
    await submit();
    await act(async () => end().resolve(undefined));
    expect(state().busy).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(' ada@example.com ');
    expect(calls).toHaveLength(1);
  });

  it("tells a failure by the error's message, else the fallback, and is ready again", async () => {
    const { send, end } = deferred();
    render(<TestForm send={send} options={{ fallback: 'Could not save.' }} />);
    fillValid();
    await submit();
    await act(async () => end().reject(new ApiError(409, 'That email is taken')));
    expect(state()).toEqual({ errors: {}, failure: 'That email is taken', done: '', busy: false });
    await submit();
    await act(async () => end().reject(new Error('')));
    expect(state().failure).toBe('Could not save.');
  });

  it('adds nothing to a failure the session rules already told (HandledApiError)', async () => {
    const { send, end } = deferred();
    render(<TestForm send={send} options={{ fallback: 'Could not save.' }} />);
    fillValid();
    await submit();
    await act(async () => end().reject(new HandledApiError(401, 'Session expired')));
    expect(state()).toEqual({ errors: {}, failure: '', done: '', busy: false });
  });

  it('lets the form tell a failure its own way: beside a field, or by itself (nothing on the form)', async () => {
    const { send, end } = deferred();
    const told: unknown[] = [];
    render(
      <TestForm
        send={send}
        options={{
          failed: (err) => {
            if (err instanceof ApiError && err.code === 422) return { errors: { password: err.message } };
            told.push(err);
            return undefined;
          },
        }}
      />,
    );
    fillValid();
    await submit();
    await act(async () => end().reject(new ApiError(422, 'Wrong password')));
    expect(state()).toEqual({ errors: { password: 'Wrong password' }, failure: '', done: '', busy: false });
    await submit();
    await act(async () => end().reject(new ApiError(503, 'Server down')));
    expect(state()).toEqual({ errors: {}, failure: '', done: '', busy: false });
    expect(told).toHaveLength(1);
  });
});
