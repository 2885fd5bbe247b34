import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { FakeApi } from '@khela/shared/testing';
import { SmsCodeButton } from './SmsCodeButton';
import { requestLoginCode, verificationError } from './verification-calls';

let api: FakeApi;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const loginCode = () => requestLoginCode({ countryDialingCode: '880', mobile: '01712345678', sliderToken: 'slider-1' });

beforeEach(() => {
  jest.useFakeTimers();
  resetShellState();
  api = new FakeApi();
});
afterEach(() => jest.useRealTimers());

describe('SmsCodeButton', () => {
  it('sends through the given call, then counts down 60 s times expiredMinutes, disabled meanwhile', async () => {
    api.on('POST', '/wps/session/login/sms', { value: { expiredMinutes: 2 } });
    const onSent = jest.fn();
    renderInShell(<SmsCodeButton request={loginCode} onSent={onSent} />);
    await user().click(screen.getByRole('button', { name: 'Get code' }));
    const button = await screen.findByRole('button', { name: 'Send again in 120 s' });
    expect(api.requests('POST', '/wps/session/login/sms')[0]!.body).toEqual({ countryDialingCode: '880', mobileNum: '01712345678', sliderToken: 'slider-1' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('We have sent you a code. It is valid for 2 minutes.');
    expect(onSent).toHaveBeenCalledWith({ expiredMinutes: 2 });

    act(() => jest.advanceTimersByTime(30_000));
    expect(button).toHaveAccessibleName('Send again in 90 s');
    act(() => jest.advanceTimersByTime(90_000));
    expect(button).toHaveAccessibleName('Send again');
    expect(button).toBeEnabled();
  });

  it('shows the server error and takes at most one click a second', async () => {
    api.on('POST', '/wps/session/login/sms', { status: 429, errorCode: 'sms.too.frequent', message: 'Please wait 42 seconds before asking for another code.' });
    const onError = jest.fn();
    renderInShell(<SmsCodeButton request={loginCode} onError={onError} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    await user().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for another code.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'sms.too.frequent' }));
    expect(button).toBeEnabled();

    await user().click(button);
    expect(api.requests('POST', '/wps/session/login/sms')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1000));
    await user().click(button);
    await waitFor(() => expect(api.requests('POST', '/wps/session/login/sms')).toHaveLength(2));
  });

  it('shows nothing when the reader gave up on the way', async () => {
    const request = jest.fn().mockResolvedValue(null);
    renderInShell(<SmsCodeButton request={request} />);
    await user().click(screen.getByRole('button', { name: 'Get code' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure the page found itself in the same words as the server', async () => {
    renderInShell(<SmsCodeButton request={async () => ({ ok: false, error: verificationError('sms.phone.invalid') })} />);
    await user().click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid mobile number.');
    expect(api.seen).toHaveLength(0);
  });

  it('counts 60 s when the answer has no expiredMinutes, and can be disabled by its form', async () => {
    api.on('POST', '/wps/session/login/sms', { value: { expiredMinutes: 0 } });
    // The form owning the button: it disables the button while its number is invalid.
    function Form() {
      const [valid, setValid] = useState(true);
      return (
        <>
          <SmsCodeButton request={loginCode} disabled={!valid} />
          <button type="button" onClick={() => setValid(false)}>
            clear number
          </button>
        </>
      );
    }
    renderInShell(<Form />);
    await user().click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
    await user().click(screen.getByRole('button', { name: 'clear number' }));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeDisabled();
  });
});
