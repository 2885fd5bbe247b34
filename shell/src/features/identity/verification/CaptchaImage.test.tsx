import { i18n } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { CaptchaImage } from './CaptchaImage';
import { FakeApi } from '@khela/shared/testing';

const image = (n: number) => `data:image/png;base64,iVBORw0KGgo${n}`;
let api: FakeApi;

beforeEach(() => {
  resetShellState();
  api = new FakeApi().on(
    'GET',
    '/wps/session/captcha',
    { value: { captchaId: 'cap-1', image: image(1) } },
    { value: { captchaId: 'cap-2', image: image(2) } },
    { value: { captchaId: 'cap-3', image: image(3) } },
  );
});

describe('CaptchaImage', () => {
  it('shows the picture with a text alternative and gives the form its id', async () => {
    const onChange = jest.fn();
    renderInShell(<CaptchaImage onChange={onChange} />);
    const picture = await screen.findByRole('img', { name: 'Security picture: type the characters you see' });
    expect(picture).toHaveAttribute('src', image(1));
    expect(onChange).toHaveBeenLastCalledWith('cap-1');
  });

  it('refreshes on demand, at most once a second', async () => {
    const onChange = jest.fn();
    renderInShell(<CaptchaImage onChange={onChange} />);
    await screen.findByRole('img');
    const refresh = screen.getByRole('button', { name: 'Show a new picture' });
    await waitFor(() => expect(refresh).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(refresh);
    expect(refresh).toBeDisabled();
    expect(onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', image(2)));
    expect(onChange).toHaveBeenLastCalledWith('cap-2');
    // Still resting: a click now is refused by the button itself.
    expect(refresh).toBeDisabled();
    await waitFor(() => expect(refresh).toBeEnabled(), { timeout: 2000 });
    expect(api.requests('GET', '/wps/session/captcha')).toHaveLength(2);
  });

  it('loads a new picture when the form says the old one is used up', async () => {
    const onChange = jest.fn();
    // The form owning the captcha: a wrong answer used it up, so it asks for another.
    function Form() {
      const [attempt, setAttempt] = useState(1);
      return (
        <>
          <CaptchaImage onChange={onChange} reloadKey={attempt} />
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            wrong answer
          </button>
        </>
      );
    }
    renderInShell(<Form />);
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'wrong answer' }));
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', image(2)));
    expect(onChange).toHaveBeenLastCalledWith('cap-2');
    expect(api.requests('GET', '/wps/session/captcha')).toHaveLength(2);
  });

  it("shows the server's message when no picture can be had", async () => {
    api.on('GET', '/wps/session/captcha', { status: 500, errorCode: 'server.busy', message: 'Try again shortly' });
    const onChange = jest.fn();
    renderInShell(<CaptchaImage onChange={onChange} />);
    expect(await screen.findByText('Try again shortly')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('speaks Bengali', async () => {
    renderInShell(<CaptchaImage onChange={() => undefined} />);
    await act(() => i18n.changeLanguage('bn'));
    expect(await screen.findByRole('button', { name: 'নতুন ছবি দেখান' })).toBeInTheDocument();
  });
});
