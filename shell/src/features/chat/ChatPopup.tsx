import { bus, CHAT_IMAGE_MAX_BYTES, DelayedProgress, CHAT_TEXT_MAX, CHAT_TYPING_MS, chatCalls, newRequestId, Popup, unwrap, useQuery, useQueryClient, type ChatMessage, type ChatState } from '@khela/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from './chat.module.css';

export const CHAT_QUERY_KEY = ['chat'] as const;
/** A typing notice at most this often while the member types. */
const TYPING_NOTICE_MS = 3000;

const byId = (a: ChatMessage, b: ChatMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);

/** Adds messages to the state's list (a push, a sent message), each once, in order. */
function withMessages(state: ChatState | undefined, messages: ChatMessage[]): ChatState | undefined {
  if (!state) return state;
  const known = new Map(state.messages.map((message) => [message.id, message]));
  for (const message of messages) known.set(message.id, message);
  return { ...state, messages: [...known.values()].sort(byId) };
}

function isChatPush(message: Record<string, unknown>): message is ChatState & { type: 'chat' } {
  return message.type === 'chat' && Array.isArray(message.messages) && typeof message.agentReadId === 'string';
}

/** An image of the chat, fetched with the session (images are not public addresses). */
function ChatImage({ imageId }: { imageId: string }) {
  const { t } = useTranslation('chat');
  const image = useQuery({ queryKey: ['chat-image', imageId], queryFn: async () => URL.createObjectURL((await unwrap(chatCalls.image(imageId))).blob), staleTime: Infinity });
  if (!image.data) return <span className={styles.imagePending}>{t('image')}</span>;
  return <img className={styles.image} src={image.data} alt={t('image')} />;
}

/**
 * The chat room (SPEC §2): the member's conversation with the brand's support, live over /ws
 * (`chat` pushes), with images, the typing sign and read receipts. Messages sent while no agent is
 * online are kept and answered later (docs/chat.md).
 */
export function ChatPopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const inputId = useId();
  // Opened from a live table (its chat button, SPEC §7 launch chat): the api's words for the table,
  // its dealer and round; the draft starts with them, so the agent knows which table is meant.
  const subject = typeof props.subject === 'string' && props.subject.trim() ? props.subject.trim().slice(0, 200) : null;
  const [text, setText] = useState(subject ? `${subject}: ` : '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [olderMessages, setOlderMessages] = useState<{ messages: ChatMessage[]; hasOlder: boolean } | null>(null);
  const [typingShown, setTypingShown] = useState(false);
  const lastTypingNotice = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const listEnd = useRef<HTMLLIElement>(null);

  const chat = useQuery({ queryKey: CHAT_QUERY_KEY, queryFn: () => unwrap(chatCalls.state()), staleTime: 0 });

  // Every push replaces the latest page; older pages the member opened stay above it.
  useEffect(() => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!isChatPush(message)) return;
      const { type: _type, ...state } = message;
      client.setQueryData<ChatState>(CHAT_QUERY_KEY, state);
    };
    bus.on('socket:message', onMessage);
    return () => bus.off('socket:message', onMessage);
  }, [client]);

  const state = chat.data;
  const messages = [...(olderMessages?.messages ?? []), ...(state?.messages ?? [])];
  const lastId = state?.messages.at(-1)?.id;

  // The sign goes by itself a few seconds after the last notice, unless a push renews it.
  useEffect(() => {
    setTypingShown(state?.agentTyping ?? false);
    if (!state?.agentTyping) return;
    const timer = setTimeout(() => setTypingShown(false), CHAT_TYPING_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // Open on the screen: what arrived is read (the agents see the receipt).
  useEffect(() => {
    if (state && state.unread > 0 && lastId) void chatCalls.read(lastId);
  }, [state, lastId]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, typingShown]);

  const add = (message: ChatMessage) => client.setQueryData<ChatState>(CHAT_QUERY_KEY, (current) => withMessages(current, [message]));

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    const result = await chatCalls.send(body, newRequestId());
    setSending(false);
    if (!result.ok) return setError(result.error.message);
    setText('');
    // The first message opens the conversation: read it whole; otherwise add the message.
    if (!state?.conversationId || state.status === 'closed') void client.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
    else add(result.value);
  }

  async function sendImage(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setError(t('imageType'));
    if (file.size > CHAT_IMAGE_MAX_BYTES) return setError(t('imageSize'));
    setSending(true);
    setUploading(true);
    setError(null);
    const result = await chatCalls.sendImage(file, newRequestId());
    setSending(false);
    setUploading(false);
    if (!result.ok) return setError(result.error.message);
    void client.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
  }

  function onType(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() && state?.status === 'open' && now - lastTypingNotice.current > TYPING_NOTICE_MS) {
      lastTypingNotice.current = now;
      void chatCalls.typing();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    const result = await chatCalls.state(first.id);
    if (!result.ok) return setError(result.error.message);
    setOlderMessages({ messages: [...result.value.messages, ...(olderMessages?.messages ?? [])], hasOlder: result.value.hasOlder });
  }

  const lastMember = [...messages].reverse().find((message) => message.sender === 'member');
  const waiting = state?.status === 'open' && messages.at(-1)?.sender === 'member';
  const hasOlder = olderMessages ? olderMessages.hasOlder : (state?.hasOlder ?? false);

  return (
    <Popup title={t('title')} onClose={onClose} className={styles.popup} testId="popup-chat">
      {!state ? (
        <LoadStatus query={chat} />
      ) : (
        <div className={styles.room}>
          <p className={styles.intro}>{t('intro')}</p>
          {subject && (
            <p className={styles.subject} data-testid="chat-subject">
              {t('subject', { subject })}
            </p>
          )}
          {hasOlder && (
            <button type="button" className={styles.older} onClick={() => void loadOlder()}>
              {t('older')}
            </button>
          )}
          <ol className={styles.messages} role="log" aria-live="polite" aria-label={t('messagesLabel')} data-testid="chat-messages">
            {messages.length === 0 && <li className={styles.empty}>{t('empty')}</li>}
            {messages.map((message) => (
              <li key={message.id} className={styles.message} data-sender={message.sender} data-testid={`chat-message-${message.sender}`}>
                <span className={styles.author}>{message.sender === 'member' ? t('you') : (message.agentName ?? t('support'))}</span>
                {message.text && <span className={styles.text}>{message.text}</span>}
                {message.imageId && <ChatImage imageId={message.imageId} />}
                <span className={styles.meta}>
                  <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}</time>
                  {message === lastMember && (
                    <span data-testid="chat-receipt"> · {BigInt(state.agentReadId) >= BigInt(message.id) ? t('seen') : t('sent')}</span>
                  )}
                </span>
              </li>
            ))}
            {typingShown && (
              <li className={styles.typing} data-testid="chat-typing">
                {t('typing')}
              </li>
            )}
            <li ref={listEnd} aria-hidden="true" className={styles.end} />
          </ol>
          {waiting && !typingShown && <p className={styles.note}>{t('waiting')}</p>}
          {state.status === 'closed' && <p className={styles.note}>{t('closed')}</p>}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <form className={styles.composer} onSubmit={(event) => void send(event)}>
            <label htmlFor={inputId} className={styles.label}>
              {t('inputLabel')}
            </label>
            <textarea
              id={inputId}
              className={styles.input}
              value={text}
              maxLength={CHAT_TEXT_MAX}
              rows={2}
              placeholder={t('inputPlaceholder')}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="chat-input"
            />
            <DelayedProgress active={uploading} label={t('common:uploading')} testId="chat-upload-progress" />
            <div className={styles.actions}>
              <label className={styles.attach}>
                <span className={styles.attachText}>{t('attach')}</span>
                <input ref={fileInput} type="file" accept="image/png,image/jpeg" className={styles.file} disabled={sending} onChange={(event) => void sendImage(event.target.files?.[0])} data-testid="chat-file" />
              </label>
              <button type="submit" className="kh-button kh-button--primary" disabled={sending || !text.trim()} data-testid="chat-send">
                {t('send')}
              </button>
            </div>
          </form>
        </div>
      )}
    </Popup>
  );
}
