import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, renderSecurityCenter } from './security-test-support';

let api: FakeMemberApi;
const path = '/wps/member/paymentPassword';

async function section() {
  return within(await screen.findByTestId('security-payment-password'));
}

describe('payment password', () => {
  it('checks the form before anything is sent: required, 6 digits, equal confirmation', async () => {
    api = new FakeMemberApi().withMember();
    renderSecurityCenter();
    const card = await section();
    expect(card.getByText('You have no payment password yet. You need one to withdraw or send money.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Set payment password' }));
    const form = within(card.getByRole('form', { name: 'Set payment password' }));
    expect(form.getByLabelText('Login password')).toHaveFocus();

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('Login password')).toHaveAccessibleDescription('Please enter your login password.');
    expect(form.getByLabelText('New payment password')).toHaveAccessibleDescription('6 digits The payment password must be exactly 6 digits.');
    expect(form.getByLabelText('Confirm new payment password')).toHaveAccessibleDescription('The two payment passwords do not match.');
    expect(form.getByLabelText('Login password')).toHaveFocus();

    await userEvent.type(form.getByLabelText('Login password'), 'Secret1');
    await userEvent.type(form.getByLabelText('New payment password'), '12345a');
    await userEvent.type(form.getByLabelText('Confirm new payment password'), '12345a');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('Login password')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('New payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('New payment password')).toHaveFocus();

    await userEvent.clear(form.getByLabelText('New payment password'));
    await userEvent.type(form.getByLabelText('New payment password'), '123456');
    await userEvent.clear(form.getByLabelText('Confirm new payment password'));
    await userEvent.type(form.getByLabelText('Confirm new payment password'), '123465');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('Confirm new payment password')).toHaveAccessibleDescription('The two payment passwords do not match.');
    expect(form.getByLabelText('Confirm new payment password')).toHaveFocus();
    expect(api.requests('PUT', path)).toHaveLength(0);
  });

  it('sets it the first time with the login password, sealed, then offers to change it', async () => {
    api = new FakeMemberApi().withMember().on('PUT', path, { value: null });
    renderSecurityCenter();
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Set payment password' }));
    const form = within(card.getByRole('form'));
    expect(form.getByLabelText('New payment password')).toHaveAttribute('type', 'password');
    expect(form.getByLabelText('New payment password')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(form.getByLabelText('Login password'), 'Secret1');
    await userEvent.type(form.getByLabelText('New payment password'), '246810');
    await userEvent.type(form.getByLabelText('Confirm new payment password'), '246810');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await card.findByText('Your payment password has been saved.')).toBeInTheDocument();
    const [sent] = api.requests('PUT', path);
    expect(sent?.sealed).toBe(true);
    expect(sent?.body).toEqual({ loginPassword: 'Secret1', newPaymentPassword: '246810' });
    expect(card.queryByRole('form')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Change payment password' })).toHaveFocus();
    expect(card.getByText('Your payment password is set. It is asked for when you withdraw or send money.')).toBeInTheDocument();
  });

  it('changes it with the old one and shows the server refusal translated', async () => {
    api = new FakeMemberApi()
      .withMember({ hasPaymentPassword: true })
      .on('PUT', path, { status: 400, errorCode: 'payment.password.old.wrong', message: 'The current payment password is wrong.' }, { value: null });
    renderSecurityCenter();
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Change payment password' }));
    const form = within(card.getByRole('form', { name: 'Change payment password' }));
    expect(form.queryByLabelText('Login password')).not.toBeInTheDocument();

    await userEvent.type(form.getByLabelText('Current payment password'), '111111');
    await userEvent.type(form.getByLabelText('New payment password'), '111111');
    await userEvent.type(form.getByLabelText('Confirm new payment password'), '111111');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('New payment password')).toHaveAccessibleDescription('6 digits Choose a payment password different from the current one.');

    for (const label of ['New payment password', 'Confirm new payment password']) {
      await userEvent.clear(form.getByLabelText(label));
      await userEvent.type(form.getByLabelText(label), '222222');
    }
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The current payment password is wrong.')).toHaveAttribute('role', 'alert');
    expect(api.requests('PUT', path)[0]?.body).toEqual({ oldPaymentPassword: '111111', newPaymentPassword: '222222' });

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Your payment password has been saved.')).toBeInTheDocument();
  });
});
