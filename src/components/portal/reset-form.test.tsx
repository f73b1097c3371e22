// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { ResetForm, type ResetState } from './reset-form';

afterEach(cleanup);

function setup(answer: ResetState) {
  const action = vi.fn<(state: ResetState, form: FormData) => Promise<ResetState>>(async () => answer);
  render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Portal: en.Portal, LeadForms: en.LeadForms, FormErrors: en.FormErrors }}
    >
      <ResetForm action={action} locale="en" token="abc" />
    </NextIntlClientProvider>,
  );
  return { action, user: userEvent.setup() };
}

describe('new password form', () => {
  it('says a short password is too short under the id the page always gave that message', async () => {
    const { action, user } = setup({});
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.type(screen.getByLabelText(/Repeat/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    const password = screen.getByLabelText(/New password/);
    expect(password.id).toBe('new-password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('reset-error');
    expect(document.getElementById('reset-error')?.textContent).toBe('The password needs at least 10 characters.');
    expect(action).not.toHaveBeenCalled();
  });

  it('marks a different second password at that field', async () => {
    const { user } = setup({});
    await user.type(screen.getByLabelText(/New password/), 'Een-nieuw-wachtwoord-1');
    await user.type(screen.getByLabelText(/Repeat/), 'Een-ander-wachtwoord-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    const confirm = screen.getByLabelText(/Repeat/);
    expect(confirm.id).toBe('confirm-password');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The passwords do not match.',
    );
  });

  it('announces and focuses a dead link', async () => {
    const { action, user } = setup({ result: { status: 'error', error: { '': ['invalid'] } } });
    await user.type(screen.getByLabelText(/New password/), 'Een-nieuw-wachtwoord-1');
    await user.type(screen.getByLabelText(/Repeat/), 'Een-nieuw-wachtwoord-1');
    await act(() => user.click(screen.getByRole('button', { name: 'Save the new password' })));
    expect(action.mock.calls[0]![1].get('token')).toBe('abc');
    const alert = await screen.findByRole('alert');
    expect([alert.id, alert.textContent]).toEqual([
      'reset-error',
      'This link is invalid or has expired. Ask for a new one.',
    ]);
    expect(document.activeElement).toBe(alert);
  });
});
