import { unreadMessageAtom, type InboxMessage } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { MessagesPage } from './MessagesPage';

const listPath = '/wps/messages';

function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'p11',
    kind: 'PERSONAL',
    template: 'deposit.approved',
    title: 'Deposit approved',
    content: 'Your deposit of ৳500.00 (order D123) has been approved and added to your wallet.',
    read: false,
    createdAt: '2026-11-27T06:00:00.000Z',
    ...overrides,
  };
}

const page = (records: InboxMessage[], extra: object = {}) => ({
  value: { records, pageNo: 1, pageSize: 10, total: records.length, totalPages: 1, unread: records.filter((r) => !r.read).length, ...extra },
});

const cards = () => screen.getAllByTestId('inbox-message');

describe('the messages page (messageV2)', () => {
  it('lists messages with their read state; opening one shows it, marks it read and the badge follows', async () => {
    const broadcast = message({ id: 'b4', kind: 'PLATFORM', template: null, title: 'Welcome to Khela', content: 'Thank you for playing.', read: true, createdAt: '2026-11-26T06:00:00.000Z' });
    const api = new FakeApi()
      .on('GET', listPath, page([message(), broadcast]))
      .on('POST', '/wps/messages/p11/read', { value: { message: message({ read: true }), unread: 0 } });
    const { store } = renderAsMember(<MessagesPage />, { path: '/member/messageV2' });
    act(() => store.set(unreadMessageAtom, 1));
    await screen.findByRole('list', { name: 'Messages' });
    const [deposit, welcome] = cards();
    expect(deposit).toHaveAttribute('data-read', 'false');
    expect(deposit).toHaveTextContent('Deposit approvedUnreadYour account');
    expect(welcome).toHaveTextContent('Welcome to KhelaFrom the site');
    expect(screen.getByTestId('inbox-unread-count')).toHaveTextContent('1 unread message');
    const toggle = within(deposit!).getByRole('button', { name: /Deposit approved/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(deposit!).getByTestId('inbox-content')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(deposit!).getByTestId('inbox-content')).toBeVisible();
    expect(within(deposit!).getByTestId('inbox-content')).toHaveTextContent('৳500.00 (order D123)');
    await screen.findByText('0 unread messages');
    expect(cards()[0]).toHaveAttribute('data-read', 'true');
    expect(store.get(unreadMessageAtom)).toBe(0);
    expect(api.requests('POST', '/wps/messages/p11/read')).toHaveLength(1);
    // Opening a read message again asks nothing.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(api.requests('POST', '/wps/messages/p11/read')).toHaveLength(1);
  });

  it('deletes a message and marks all read', async () => {
    const second = message({ id: 'p12', title: 'Withdrawal paid', content: 'Paid.' });
    const api = new FakeApi()
      .on('GET', listPath, page([message(), second]), page([second]))
      .on('DELETE', '/wps/messages/p11', { value: { unread: 1 } })
      .on('POST', '/wps/messages/read-all', { value: { unread: 0 } })
      .on('POST', '/wps/messages/p11/read', { value: { message: message({ read: true }), unread: 1 } });
    const { store } = renderAsMember(<MessagesPage />, { path: '/member/messageV2' });
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: /Deposit approved/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the message Deposit approved' }));
    await screen.findByText('Deleted: Deposit approved');
    expect(screen.getByTestId('inbox-notice')).toHaveTextContent('Deleted: Deposit approved');
    expect(api.requests('DELETE', '/wps/messages/p11')).toHaveLength(1);
    await screen.findByText('Withdrawal paid');
    expect(cards()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages are marked as read.')).toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('data-read', 'true');
    expect(store.get(unreadMessageAtom)).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('reloads when a new message arrives live (the badge changes)', async () => {
    const api = new FakeApi().on('GET', listPath, page([]), page([message()]));
    const { store } = renderAsMember(<MessagesPage />, { path: '/member/messageV2' });
    expect(await screen.findByTestId('inbox-empty')).toHaveTextContent('No messages yet');
    act(() => store.set(unreadMessageAtom, 1));
    expect(await screen.findByText('Deposit approved')).toBeInTheDocument();
    expect(api.requests('GET', listPath)).toHaveLength(2);
  });

  it('pages through the inbox', async () => {
    const api = new FakeApi().on('GET', listPath, page([message()], { total: 11, totalPages: 2 }), page([message({ id: 'p1', title: 'Old one' })], { total: 11, totalPages: 2, pageNo: 2 }));
    renderAsMember(<MessagesPage />, { path: '/member/messageV2' });
    await screen.findByText('Deposit approved');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Old one')).toBeInTheDocument();
    expect(api.requests('GET', listPath).map((r) => r.query.get('pageNo'))).toEqual(['1', '2']);
  });

  it('speaks Bengali, with Bengali digits, and shows the api’s translated refusal', async () => {
    new FakeApi()
      .on('GET', listPath, page([message({ title: 'জমা অনুমোদিত' }), message({ id: 'p12', title: 'বোনাস পেয়েছেন' })]))
      .on('POST', '/wps/messages/p11/read', { status: 404, errorCode: 'inbox.message.unknown', message: 'আপনার ইনবক্সে এমন কোনো বার্তা নেই।' });
    renderAsMember(<MessagesPage />, { path: '/member/messageV2', language: 'bn' });
    expect(await screen.findByTestId('inbox-unread-count')).toHaveTextContent('২টি অপঠিত বার্তা');
    await userEvent.click(screen.getByRole('button', { name: /জমা অনুমোদিত/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার ইনবক্সে এমন কোনো বার্তা নেই।');
  });
});
