// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { LoginForm, type LoginState } from './login-form';

afterEach(cleanup);

function setup(answer: LoginState) {
  const action = vi.fn<(state: LoginState, form: FormData) => Promise<LoginState>>(async () => answer);
  render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Portal: en.Portal, LeadForms: en.LeadForms, FormErrors: en.FormErrors }}
    >
      <LoginForm action={action} locale="en" />
    </NextIntlClientProvider>,
  );
  return { action, user: userEvent.setup() };
}

describe('owner login form', () => {
  it('marks missing fields at the field, wired for screen readers, without asking the server', async () => {
    const { action, user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText(/E-mail address/);
    expect(email.id).toBe('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Fill in your e-mail address and password.',
    );
    expect(document.activeElement).toBe(email);
    // Above the fields too, as without JavaScript, but the focus stays on the field to fill in.
    expect(document.getElementById('login-error')?.textContent).toBe('Fill in your e-mail address and password.');
    expect(action).not.toHaveBeenCalled();
  });

  it("announces and focuses the server's refusal, the address kept, the password not", async () => {
    const { action, user } = setup({
      result: { status: 'error', error: { '': ['invalid'] }, initialValue: { email: 'marie@example.be' } },
    });
    await user.type(screen.getByLabelText(/E-mail address/), 'marie@example.be');
    await user.type(screen.getByLabelText(/Password/), 'not-the-password');
    await act(() => user.click(screen.getByRole('button', { name: 'Log in' })));
    expect(action).toHaveBeenCalledOnce();
    const sent = action.mock.calls[0]![1];
    expect([sent.get('email'), sent.get('password'), sent.get('locale')]).toEqual([
      'marie@example.be',
      'not-the-password',
      'en',
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.id).toBe('login-error');
    expect(alert.textContent).toBe('Login failed: invalid e-mail or password.');
    expect(document.activeElement).toBe(alert);
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('marie@example.be');
  });
});
