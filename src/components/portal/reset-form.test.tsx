// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '../../../messages/nl.json';
import { ResetForm, type ResetState } from './reset-form';

afterEach(cleanup);

function setup(answer: ResetState) {
  const action = vi.fn<(state: ResetState, form: FormData) => Promise<ResetState>>(async () => answer);
  render(
    <NextIntlClientProvider
      locale="nl"
      messages={{ Portal: nl.Portal, LeadForms: nl.LeadForms, FormErrors: nl.FormErrors }}
    >
      <ResetForm action={action} locale="nl" token="abc" />
    </NextIntlClientProvider>,
  );
  return { action, user: userEvent.setup() };
}

describe('new password form', () => {
  it('says a short password is too short under the id the page always gave that message', async () => {
    const { action, user } = setup({});
    await user.type(screen.getByLabelText(/Nieuw wachtwoord/), 'short');
    await user.type(screen.getByLabelText(/Herhaal/), 'short');
    await user.click(screen.getByRole('button', { name: 'Nieuw wachtwoord bewaren' }));
    const password = screen.getByLabelText(/Nieuw wachtwoord/);
    expect(password.id).toBe('new-password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('reset-error');
    expect(document.getElementById('reset-error')?.textContent).toBe('Het wachtwoord moet minstens 10 tekens hebben.');
    expect(action).not.toHaveBeenCalled();
  });

  it('marks a different second password at that field', async () => {
    const { user } = setup({});
    await user.type(screen.getByLabelText(/Nieuw wachtwoord/), 'Een-nieuw-wachtwoord-1');
    await user.type(screen.getByLabelText(/Herhaal/), 'Een-ander-wachtwoord-1');
    await user.click(screen.getByRole('button', { name: 'Nieuw wachtwoord bewaren' }));
    const confirm = screen.getByLabelText(/Herhaal/);
    expect(confirm.id).toBe('confirm-password');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'De wachtwoorden komen niet overeen.',
    );
  });

  it('announces and focuses a dead link', async () => {
    const { action, user } = setup({ result: { status: 'error', error: { '': ['invalid'] } } });
    await user.type(screen.getByLabelText(/Nieuw wachtwoord/), 'Een-nieuw-wachtwoord-1');
    await user.type(screen.getByLabelText(/Herhaal/), 'Een-nieuw-wachtwoord-1');
    await act(() => user.click(screen.getByRole('button', { name: 'Nieuw wachtwoord bewaren' })));
    expect(action.mock.calls[0]![1].get('token')).toBe('abc');
    const alert = await screen.findByRole('alert');
    expect([alert.id, alert.textContent]).toEqual([
      'reset-error',
      'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    ]);
    expect(document.activeElement).toBe(alert);
  });
});
