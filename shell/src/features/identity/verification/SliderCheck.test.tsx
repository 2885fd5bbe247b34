import { i18n } from '@khela/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { FakeApi } from '@khela/shared/testing';
import { sliderChallenge } from '@/testing/api-fixtures';
import { SliderCheck } from './SliderCheck';
import type { TrailPoint } from './verification-calls';

let api: FakeApi;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const answers = () => api.requests('POST', '/wps/session/slider').map((call) => call.body as { challengeId: string; offset: number; trail: TrailPoint[] });

beforeEach(() => {
  jest.useFakeTimers();
  resetShellState();
  api = new FakeApi()
    .on('GET', '/wps/session/slider', { value: sliderChallenge('ch-1') }, { value: sliderChallenge('ch-2') })
    .on('POST', '/wps/session/slider', { value: { sliderToken: 'token-1' } });
});
afterEach(() => jest.useRealTimers());

describe('SliderCheck', () => {
  it('shows the picture, the piece and a labelled slider over the track', async () => {
    renderInShell(<SliderCheck onPass={jest.fn()} />);
    const handle = await screen.findByRole('slider', { name: 'Slide the piece' });
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '232');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAccessibleDescription('With a keyboard: move with the arrow keys, then press Enter.');
    expect(screen.getByRole('img', { name: 'Picture with a piece-shaped gap' })).toHaveAttribute('src', sliderChallenge('x').background);
    expect(screen.getByRole('group', { name: 'Slide the piece into the gap in the picture' })).toBeInTheDocument();
  });

  it('is dragged with a pointer: the trail is recorded and the drop answered', async () => {
    const onPass = jest.fn();
    renderInShell(<SliderCheck onPass={onPass} />);
    const handle = await screen.findByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 100, pointerId: 1 });
    for (const [x, y] of [[20, 101], [45, 103], [90, 102], [130, 100], [150, 99], [154, 99]] as const) {
      act(() => jest.advanceTimersByTime(40));
      fireEvent.pointerMove(handle, { clientX: x, clientY: y, pointerId: 1 });
    }
    expect(handle).toHaveAttribute('aria-valuenow', '144');
    act(() => jest.advanceTimersByTime(80));
    fireEvent.pointerUp(handle, { clientX: 154, clientY: 99, pointerId: 1 });
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('token-1'));
    const [answer] = answers();
    expect(answer).toMatchObject({ challengeId: 'ch-1', offset: 144 });
    expect(answer!.trail[0]).toEqual({ x: 0, y: 0, t: 0 });
    expect(answer!.trail.map((p) => p.x)).toEqual([0, 10, 35, 80, 120, 140, 144, 144]);
    expect(answer!.trail[answer!.trail.length - 1]!.t).toBe(320);
    expect(answer!.trail.some((p) => p.y !== 0)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
  });

  it('stays on the track: no further than its end, never before its start', async () => {
    renderInShell(<SliderCheck onPass={jest.fn()} />);
    const handle = await screen.findByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 0 });
    act(() => jest.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: 900, clientY: 0 });
    expect(handle).toHaveAttribute('aria-valuenow', '232');
    act(() => jest.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: -400, clientY: 0 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('works by keyboard: arrows move (faster while held), Enter drops', async () => {
    const onPass = jest.fn();
    renderInShell(<SliderCheck onPass={onPass} />);
    const handle = await screen.findByRole('slider');
    handle.focus();
    await user().keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '4');
    await user().keyboard('{ArrowRight>6}');
    expect(Number(handle.getAttribute('aria-valuenow'))).toBeGreaterThan(4 + 6 * 2);
    await user().keyboard('{ArrowLeft}{End}');
    expect(handle).toHaveAttribute('aria-valuenow', '232');
    await user().keyboard('{Home}{PageUp}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    await user().keyboard('{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('token-1'));
    expect(answers()[0]).toMatchObject({ offset: 20 });
    expect(answers()[0]!.trail[answers()[0]!.trail.length - 1]!.x).toBe(20);
  });

  it("a failed try shows the server's words and brings a new picture", async () => {
    api.on('POST', '/wps/session/slider', { errorCode: 'slider.failed', message: 'The piece did not fit. Please try again.' });
    const onPass = jest.fn();
    renderInShell(<SliderCheck onPass={onPass} />);
    const handle = await screen.findByRole('slider');
    handle.focus();
    await user().keyboard('{ArrowRight>5}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The piece did not fit. Please try again.');
    await waitFor(() => expect(api.requests('GET', '/wps/session/slider')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0'));
    expect(onPass).not.toHaveBeenCalled();
    // The next try answers the new challenge.
    api.on('POST', '/wps/session/slider', { value: { sliderToken: 'token-2' } });
    screen.getByRole('slider').focus();
    await user().keyboard('{ArrowRight>5}{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('token-2'));
    expect(answers()[1]).toMatchObject({ challengeId: 'ch-2' });
  });

  it('Enter without moving sends nothing; a new picture can be asked for; closing is the owner’s call', async () => {
    const onCancel = jest.fn();
    renderInShell(<SliderCheck onPass={jest.fn()} onCancel={onCancel} />);
    const handle = await screen.findByRole('slider');
    handle.focus();
    await user().keyboard('{Enter}');
    expect(answers()).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(api.requests('GET', '/wps/session/slider')).toHaveLength(2));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says why when no puzzle can be had, and speaks Bengali', async () => {
    api.on('GET', '/wps/session/slider', { status: 500, errorCode: 'server.busy', message: 'Try again shortly' });
    renderInShell(<SliderCheck onPass={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByRole('button', { name: 'নতুন ছবি' })).toBeInTheDocument();
    expect(screen.getByText('টুকরোটি সরিয়ে ছবির ফাঁকা জায়গায় বসান')).toBeInTheDocument();
  });
});
