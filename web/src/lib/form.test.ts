import { describe, expect, it } from 'vitest';
import { updateRobotRequest } from '@academy/shared/admin-catalogue';
import { checkForm } from './form.ts';

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
