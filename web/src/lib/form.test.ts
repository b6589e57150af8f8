// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { updateRobotRequest } from '@academy/shared/admin-catalogue';
import { checkForm, fillForm, formValues } from './form.ts';

describe('checking a form with a shared schema', () => {
  it('keeps a blank activation limit (blank keeps the current one)', () => {
    expect(checkForm(updateRobotRequest, { slug: 'grid-ea', activation_limit: '' }).data).toMatchObject({ activation_limit: '' });
  });

  it('reads a limit as a number', () => {
    expect(checkForm(updateRobotRequest, { slug: 'grid-ea', activation_limit: '7' }).data).toMatchObject({ activation_limit: 7 });
  });

  it("says what a limit must be, not the union's 'Invalid input'", () => {
    expect(checkForm(updateRobotRequest, { slug: 'grid-ea', activation_limit: '25' }).errors).toEqual({
      activation_limit: 'Activations must be a whole number from 1 to 20',
    });
  });

  it("words a missing field as 'This field is required'", () => {
    expect(checkForm(updateRobotRequest, {}).errors).toEqual({ slug: 'This field is required' });
  });
});

describe('filling a form again with the values it had', () => {
  it('puts back what was typed and chosen, and leaves what the page set itself', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="title" /><textarea name="description"></textarea>
      <select name="type"><option value="">Choose…</option><option value="forex-trading">forex-trading</option></select>
      <input type="radio" name="status" value="draft" checked /><input type="radio" name="status" value="published" />
      <input type="hidden" name="price" value="100000" /><input name="author_display" value="Super Admin" readonly />`;
    const typed = { title: 'Gold', description: 'All about gold.', type: 'forex-trading', status: 'published', price: '1', author_display: 'Someone' };
    fillForm(form, typed);
    expect(formValues(form)).toEqual({ ...typed, price: '100000', author_display: 'Super Admin' });
  });
});
