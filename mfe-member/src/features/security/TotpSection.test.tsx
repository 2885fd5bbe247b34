import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, renderSecurityCenter } from './security-test-support';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Khela:rahim01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Khela&algorithm=SHA1&digits=6&period=30',
};

let api: FakeMemberApi;

async function section() {
  return within(await screen.findByTestId('security-totp'));
}

describe('authenticator app', () => {
  it('enrols: QR code and key to copy, then the first code turns it on', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api = new FakeMemberApi()
      .withMember()
      .on('POST', '/wps/member/totp', { value: enrolment })
      .on('PUT', '/wps/member/totp', { status: 400, errorCode: 'totp.code.wrong', message: 'That code is not right. Try the one the app shows now.' }, { value: null });
    renderSecurityCenter();
    const card = await section();
    expect(card.getByTestId('totp-state')).toHaveTextContent('Off');
    await userEvent.click(card.getByRole('button', { name: 'Set up authenticator' }));

    const form = within(await card.findByRole('form', { name: 'Connect your authenticator app' }));
    expect(form.getByRole('heading', { level: 3, name: 'Connect your authenticator app' })).toHaveFocus();
    expect(form.getByTestId('totp-secret')).toHaveTextContent(enrolment.secret);
    // The QR code arrives from its own chunk and carries the otpauth address.
    const qr = await form.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    await userEvent.click(form.getByRole('button', { name: 'Copy setup key' }));
    expect(writeText).toHaveBeenCalledWith(enrolment.secret);

    await userEvent.type(form.getByLabelText('Code from the app'), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect(form.getByLabelText('Code from the app')).toHaveAccessibleDescription('The 6 digits the app shows now Please enter the 6-digit code from the app.');
    expect(api.requests('PUT', '/wps/member/totp')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Code from the app'), '6');
    await userEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect(await form.findByText('That code is not right. Try the one the app shows now.')).toHaveAttribute('role', 'alert');
    await userEvent.click(form.getByRole('button', { name: 'Turn on' }));

    expect(await card.findByText('The authenticator app is on.')).toHaveFocus();
    expect(api.requests('PUT', '/wps/member/totp').map((request) => request.body)).toEqual([{ code: '123456' }, { code: '123456' }]);
    expect(card.getByTestId('totp-state')).toHaveTextContent('On');
    expect(card.queryByRole('form')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Set up authenticator' })).not.toBeInTheDocument();
  });

  it('shows "on" without a way to enrol again when it is already on', async () => {
    api = new FakeMemberApi().withMember({ totpEnabled: true });
    renderSecurityCenter();
    const card = await section();
    expect(card.getByTestId('totp-state')).toHaveTextContent('On');
    expect(card.queryByRole('button', { name: 'Set up authenticator' })).not.toBeInTheDocument();
  });

  it('shows a refused start and gives the focus back on cancel', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('POST', '/wps/member/totp', { status: 409, errorCode: 'totp.already', message: 'The authenticator is already on.' }, { value: enrolment });
    renderSecurityCenter();
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Set up authenticator' }));
    expect(await card.findByText('The authenticator is already on.')).toHaveAttribute('role', 'alert');
    await userEvent.click(card.getByRole('button', { name: 'Set up authenticator' }));
    const form = within(await card.findByRole('form'));
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(card.getByRole('button', { name: 'Set up authenticator' })).toHaveFocus();
  });
});

describe('the QR code library', () => {
  // Only a dynamic import() keeps qrcode.react out of the remote's first chunk.
  it('is imported lazily, never statically', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(path.resolve(__dirname, '..', '..'));
    const users = files.filter((file) => readFileSync(file, 'utf8').includes('qrcode.react'));
    // The authenticator's QR and the referral link's QR: each loads the library only when drawn.
    expect(users.map((file) => path.basename(file)).sort()).toEqual(['ReferralQr.tsx', 'TotpQrCode.tsx']);
    for (const user of users) {
      const source = readFileSync(user, 'utf8');
      expect(source).toMatch(/import\('qrcode\.react'\)/);
      expect(source).not.toMatch(/from 'qrcode\.react'/);
    }
  });
});
