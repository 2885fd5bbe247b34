import { bus, chatCalls, openPopup, type ChatMessage, type ChatState } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { logIn, renderInShell, resetShellState } from '@/testing/render-in-shell';
import { chatPopups } from './chat-popups';

beforeAll(() => preloadViews(chatPopups));
beforeEach(() => {
  resetShellState();
  logIn();
});
afterEach(() => jest.restoreAllMocks());

const at = '2026-11-27T10:00:00.000Z';
const message = (id: string, sender: 'member' | 'agent', text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender,
  text,
  agentName: sender === 'agent' ? 'Nadia' : null,
  imageId: null,
  clientId: null,
  createdAt: at,
  ...extra,
});
const chatState = (messages: ChatMessage[], extra: Partial<ChatState> = {}): ChatState => ({
  conversationId: '7',
  status: 'open',
  messages,
  hasOlder: false,
  agentReadId: '0',
  agentTyping: false,
  unread: 0,
  ...extra,
});

async function openChat(state: ChatState, props?: Record<string, unknown>) {
  jest.spyOn(chatCalls, 'state').mockResolvedValue({ ok: true, value: state });
  const read = jest.spyOn(chatCalls, 'read').mockResolvedValue({ ok: true, value: { done: true } });
  renderInShell(<PopupLayer views={chatPopups} />);
  act(() => openPopup('chat', props));
  const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
  return { dialog, read };
}

describe('ChatPopup', () => {
  it("opened from a live table (launch chat): names the table and starts the draft with it", async () => {
    await openChat(chatState([]), { subject: 'Khela Baccarat Live with Ananya, round 1234' });
    expect(await screen.findByTestId('chat-subject')).toHaveTextContent('About: Khela Baccarat Live with Ananya, round 1234');
    const send = jest.spyOn(chatCalls, 'send').mockResolvedValue({ ok: true, value: message('3', 'member', 'x') });
    jest.spyOn(chatCalls, 'typing').mockResolvedValue({ ok: true, value: { done: true } });
    const input = screen.getByLabelText('Your message');
    expect(input).toHaveValue('Khela Baccarat Live with Ananya, round 1234: ');
    await userEvent.type(input, 'is the table fair?{Enter}');
    expect(send).toHaveBeenCalledWith('Khela Baccarat Live with Ananya, round 1234: is the table fair?', expect.any(String));
  });

  it('opened from the customer-service entry: no subject, an empty draft', async () => {
    await openChat(chatState([]));
    await screen.findByText('No messages yet. How can we help you?');
    expect(screen.queryByTestId('chat-subject')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('shows the history, with the agent’s name and whether support has seen the member’s message', async () => {
    await openChat(chatState([message('1', 'member', 'My deposit is late'), message('2', 'agent', 'Checking now')], { agentReadId: '1' }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('My deposit is late');
    expect(log).toHaveTextContent('Nadia');
    expect(screen.getByTestId('chat-receipt')).toHaveTextContent('Seen');
  });

  it('sends a message with Enter, keeps it when nobody answers yet, and shows the answer pushed on /ws live', async () => {
    const { read } = await openChat(chatState([]));
    expect(await screen.findByText('No messages yet. How can we help you?')).toBeInTheDocument();
    const send = jest.spyOn(chatCalls, 'send').mockResolvedValue({ ok: true, value: message('3', 'member', 'Hello') });
    jest.spyOn(chatCalls, 'typing').mockResolvedValue({ ok: true, value: { done: true } });
    jest.spyOn(chatCalls, 'state').mockResolvedValue({ ok: true, value: chatState([message('3', 'member', 'Hello')]) });
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello{Enter}');
    expect(send).toHaveBeenCalledWith('Hello', expect.any(String));
    expect(await screen.findByText(/Your message is kept/)).toBeInTheDocument();
    expect(screen.getByTestId('chat-receipt')).toHaveTextContent('Sent');
    expect(screen.getByLabelText('Your message')).toHaveValue('');

    act(() => bus.emit('socket:message', { type: 'chat', ...chatState([message('3', 'member', 'Hello')], { agentTyping: true, agentReadId: '3' }) }));
    expect(await screen.findByTestId('chat-typing')).toHaveTextContent('Support is typing…');
    expect(screen.getByTestId('chat-receipt')).toHaveTextContent('Seen');

    act(() => bus.emit('socket:message', { type: 'chat', ...chatState([message('3', 'member', 'Hello'), message('4', 'agent', 'Hi! How can I help?')], { agentReadId: '3', unread: 1 }) }));
    expect(await screen.findByText('Hi! How can I help?')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your message is kept/)).not.toBeInTheDocument();
    // Shown on the screen: read, so support sees the receipt.
    await waitFor(() => expect(read).toHaveBeenCalledWith('4'));
  });

  it('refuses an image that is not a png or jpg, or is over 5 MB, before sending it', async () => {
    await openChat(chatState([]));
    const sendImage = jest.spyOn(chatCalls, 'sendImage');
    const input = await screen.findByLabelText('Send an image (png or jpg, up to 5 MB)');
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only png or jpg images can be sent.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('An image can be at most 5 MB.');
    expect(sendImage).not.toHaveBeenCalled();
  });

  it('sends a png and shows the server’s refusal in the reader’s words', async () => {
    await openChat(chatState([]));
    const sendImage = jest.spyOn(chatCalls, 'sendImage').mockResolvedValue({ ok: false, error: Object.assign(new Error('Only png or jpg images can be sent.'), { code: 'chat.image.type', status: 400, value: null }) } as never);
    await userEvent.upload(await screen.findByLabelText('Send an image (png or jpg, up to 5 MB)'), new File([new Uint8Array([0x89, 0x50])], 'fake.png', { type: 'image/png' }));
    expect(sendImage).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only png or jpg images can be sent.');
  });
});
