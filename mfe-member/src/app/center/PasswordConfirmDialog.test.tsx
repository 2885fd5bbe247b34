import { ModalHost } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { FakeMemberApi } from '@/testing/fake-member-api';
import { SecurityCenter } from '@/features/security/SecurityCenter';
import { PasswordConfirmDialog } from '@/components/PasswordConfirmDialog';
import { passwordPrompt } from '@/lib/password-confirmation';

const enrolment = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Khela:rahim01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Khela' };
const askAgain = { status: 403, errorCode: 'password.confirm.required', message: 'For your security, please enter your password again to make this change.' };

function renderPage(language: 'en' | 'bn' = 'en') {
  return renderAsMember(
    <>
      <SecurityCenter />
      <PasswordConfirmDialog />
      <ModalHost />
    </>,
    { language, path: '/member/securityCenter' },
  );
}

afterEach(() => act(() => passwordPrompt.settle(false)));

describe('confirming the password before a sensitive change', () => {
  it('asks for the password in a labelled popup, confirms it (sealed) and sends the change again', async () => {
    const api = new FakeMemberApi()
      .withMember()
      .on('POST', '/wps/member/totp', askAgain, { value: enrolment })
      .on('POST', '/wps/member/confirmPassword', { status: 400, errorCode: 'password.confirm.wrong', message: 'The password is not correct.' }, { value: null });
    renderPage();
    const card = within(await screen.findByTestId('security-totp'));
    await userEvent.click(card.getByRole('button', { name: 'Set up authenticator' }));

    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));
    const field = dialog.getByLabelText('Login password');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(api.requests('POST', '/wps/member/confirmPassword')).toHaveLength(0);

    await userEvent.type(field, 'Wrong2026x{Enter}');
    expect(await dialog.findByText('The password is not correct.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Tiger2026x{Enter}');

    expect(await card.findByTestId('totp-secret')).toHaveTextContent(enrolment.secret);
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();
    const confirmations = api.requests('POST', '/wps/member/confirmPassword');
    expect(confirmations.map((request) => [request.sealed, request.body])).toEqual([
      [true, { password: 'Wrong2026x' }],
      [true, { password: 'Tiger2026x' }],
    ]);
    expect(api.requests('POST', '/wps/member/totp')).toHaveLength(2);
  }, 20_000);

  it('Escape closes the popup and leaves the change undone, with the reason shown (bn)', async () => {
    const api = new FakeMemberApi().withMember().on('POST', '/wps/member/totp', askAgain);
    renderPage('bn');
    const card = within(await screen.findByTestId('security-totp'));
    await userEvent.click(card.getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'নিশ্চিত করুন এটি আপনি' });
    await waitFor(() => expect(within(dialog).getByLabelText('লগইন পাসওয়ার্ড')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'নিশ্চিত করুন এটি আপনি' })).not.toBeInTheDocument();
    expect(await card.findByRole('alert')).toHaveTextContent(askAgain.message);
    expect(api.requests('POST', '/wps/member/totp')).toHaveLength(1);
    expect(api.requests('POST', '/wps/member/confirmPassword')).toHaveLength(0);
  });
});
