import { needsServer, parseOperatorCommand } from '../operator-command';

const parse = (line: string) => parseOperatorCommand(['chat', ...line.split(' ')]);

describe('operator chat', () => {
  test('list, read, reply and close are the /ops calls of the support team, on the running server', () => {
    expect(parse('list')).toMatchObject({ verb: 'list', http: { method: 'GET', path: '/ops/chat/conversations?merchant=khela&status=open' } });
    expect(parse('list --closed --merchant khela2')).toMatchObject({ http: { path: '/ops/chat/conversations?merchant=khela2&status=closed' } });
    expect(parse('read 42')).toMatchObject({ http: { method: 'GET', path: '/ops/chat/conversations/42' } });
    const reply = parse('reply 42 আপনার ডিপোজিট জমা হয়েছে। --request-id r-1');
    expect(reply).toMatchObject({ http: { method: 'POST', path: '/ops/chat/conversations/42/messages', body: { text: 'আপনার ডিপোজিট জমা হয়েছে।', requestId: 'r-1' } } });
    expect(parse('close 42')).toMatchObject({ http: { method: 'POST', path: '/ops/chat/conversations/42/close' } });
    expect(needsServer(reply)).toBe(true);
    expect(parse('entries LIVECHAT telegram=https://t.me/KhelaBDSupport --merchant khela2')).toMatchObject({
      http: { method: 'PUT', path: '/ops/merchants/khela2/customer-service', body: { entries: [{ csType: 'LIVECHAT' }, { csType: 'TELEGRAM', url: 'https://t.me/KhelaBDSupport' }] } },
    });
  });

  test.each([
    ['', /chat needs one of: list, read, reply, entries, close/],
    ['read', /CONVERSATION/],
    ['read abc', /CONVERSATION/],
    ['reply 42', /TEXT/],
    ['reply 42 hi --request-id has.dot', /--request-id/],
    ['close', /CONVERSATION/],
    ['entries WHATSAPP=https://wa.me/1', /not WHATSAPP/],
  ])('%p is refused: %p', (line, message) => {
    expect(() => parseOperatorCommand(['chat', ...line.split(' ').filter(Boolean)])).toThrow(message);
  });
});
