import type { RealityCheck } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAsMember } from '@/testing/render-member';
import { RealityCheckSection } from './RealityCheckSection';

const PATH = '/wps/safer-gambling/reality-check';
const check = (intervalMinutes: number, extra: Partial<RealityCheck> = {}): RealityCheck => ({
  intervalMinutes,
  intervals: [0, 15, 30, 45, 60, 90, 120],
  sessionStartedAt: '2026-11-27T04:00:00.000Z',
  serverTime: '2026-11-27T05:05:00.000Z',
  playedSeconds: 65 * 60,
  nextDueAt: intervalMinutes === 0 ? null : '2026-11-27T05:30:00.000Z',
  result: { stakes: 28_000, wins: 15_500, net: -12_500, settledBets: 3 },
  ...extra,
});

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});

describe('the reality-check setting', () => {
  it('shows the member’s interval and this session, and saves a new choice', async () => {
    api.on('GET', PATH, { value: check(0) });
    api.on('PUT', PATH, { value: check(30) });
    renderAsMember(<RealityCheckSection />, { path: '/member/securityCenter' });
    const off = await screen.findByRole('radio', { name: 'Off' });
    expect(off).toBeChecked();
    expect(screen.getByRole('group', { name: 'Remind me' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByTestId('reality-check-section-played')).toHaveTextContent('1 h 5 min');
    expect(screen.getByTestId('reality-check-section-net')).toHaveTextContent('-৳125.00');
    expect(screen.getByTestId('reality-check-section-next')).toHaveTextContent('—');

    fireEvent.click(screen.getByRole('radio', { name: 'Every 30 minutes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('reality-check-saved')).toHaveTextContent('Saved: you will be reminded every 30 minutes of play.'));
    expect(screen.getByTestId('reality-check-saved')).toHaveFocus();
    expect(api.bodyOf('PUT', PATH)).toEqual({ intervalMinutes: 30 });
    expect(screen.getByTestId('reality-check-section-next')).not.toHaveTextContent('—');
  });

  it('shows the api’s translated refusal and keeps the saved choice', async () => {
    api.on('GET', PATH, { value: check(15) });
    api.on('PUT', PATH, { status: 400, errorCode: 'realityCheck.interval', message: 'Choose how often to be reminded: off, or every 15, 30, 45, 60, 90, 120 minutes.' });
    renderAsMember(<RealityCheckSection />, { path: '/member/securityCenter' });
    expect(await screen.findByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Every 60 minutes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose how often to be reminded'));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('speaks Bengali', async () => {
    api.on('GET', PATH, { value: check(45) });
    renderAsMember(<RealityCheckSection />, { path: '/member/securityCenter', language: 'bn' });
    expect(await screen.findByRole('radio', { name: 'প্রতি ৪৫ মিনিটে' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'রিয়েলিটি চেক' })).toBeInTheDocument();
    expect(screen.getByTestId('reality-check-section-played')).toHaveTextContent('১ ঘণ্টা ৫ মিনিট');
  });
});
