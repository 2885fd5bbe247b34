import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, iphoneSafari, loginRecord, type SeenRequest, renderSecurityCenter } from './security-test-support';

const historyPath = '/wps/member/loginHistory';

/** Three pages of logins; each page's first record names its page in the IP column. */
function pagedHistory(request: SeenRequest) {
  const pageNo = Number(request.query.get('pageNo'));
  return {
    value: {
      list: [
        loginRecord({ ip: `10.0.0.${pageNo}` }),
        loginRecord({ at: '2024-04-30T21:10:00.000Z', ip: null, userAgent: iphoneSafari, method: 'username', success: false }),
      ],
      pageNo,
      totalPages: 3,
    },
  };
}

let api: FakeMemberApi;

function history() {
  return within(screen.getByTestId('security-history'));
}

describe('login history', () => {
  it('shows a page of logins: time in the merchant zone, IP, device, method and result', async () => {
    api = new FakeMemberApi().withMember().on('GET', historyPath, pagedHistory);
    renderSecurityCenter();
    const table = await history().findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    // 00:30 UTC is 06:30 in Dhaka.
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/05/2024, 06:30', '10.0.0.1', 'Chrome on Android', 'Username and password', 'Succeeded']);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/05/2024, 03:10', '—', 'Safari on iOS', 'Username and password', 'Failed']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'IP address', 'Device', 'Method', 'Result']);
    const [firstRequest] = api.requests('GET', historyPath);
    expect(firstRequest!.query.get('pageNo')).toBe('1');
    expect(firstRequest!.query.get('pageSize')).toBe('10');
  });

  it('pages forward and back, and goes no further than the last page', async () => {
    api = new FakeMemberApi().withMember().on('GET', historyPath, pagedHistory);
    renderSecurityCenter();
    const pager = within(await history().findByRole('navigation', { name: 'Login history pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    const next = pager.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(await history().findByText('10.0.0.2')).toBeInTheDocument();
    expect(pager.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    expect(await history().findByText('10.0.0.3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // The focus stays where it was, and a further press asks for nothing.
    expect(next).toHaveFocus();
    await userEvent.click(next);
    expect(api.requests('GET', historyPath).map((request) => request.query.get('pageNo'))).toEqual(['1', '2', '3']);

    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    expect(await history().findByText('10.0.0.2')).toBeInTheDocument();
  });

  it('says when there are no logins, without a pager', async () => {
    api = new FakeMemberApi().withMember();
    renderSecurityCenter();
    expect(await history().findByText('No logins recorded yet')).toBeInTheDocument();
    expect(history().queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a failed page as the server words it, with a retry', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', historyPath, { status: 400, errorCode: 'request.invalid', message: 'bad' }, pagedHistory);
    renderSecurityCenter();
    expect(await history().findByText('Some of what you entered is not valid')).toHaveAttribute('role', 'alert');
    await userEvent.click(history().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history().getByText('10.0.0.1')).toBeInTheDocument());
  });

  it('speaks Bengali with Bengali digits', async () => {
    api = new FakeMemberApi().withMember().on('GET', historyPath, pagedHistory);
    renderSecurityCenter('bn');
    const pager = within(await history().findByRole('navigation', { name: 'লগইনের ইতিহাসের পৃষ্ঠা' }));
    expect(pager.getByText('পৃষ্ঠা ১ / ৩')).toBeInTheDocument();
    expect(history().getAllByText('সফল')).toHaveLength(1);
    expect(history().getByText('Android-এ Chrome')).toBeInTheDocument();
  });
});
