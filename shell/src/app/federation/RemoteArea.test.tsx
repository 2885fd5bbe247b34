import { FIRST_BANNER_ID, FIRST_FRAME_ID } from '@khela/shared';
import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('single-spa-react/parcel', () => ({ __esModule: true, default: () => <p>the remote</p> }));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** What index.html draws before any script for a new visitor on a phone (api/src/site/boot-banner.ts, first-frame.ts). */
function drawnByThePage(): void {
  const frame = document.createElement('div');
  frame.id = FIRST_FRAME_ID;
  const picture = document.createElement('img');
  picture.id = FIRST_BANNER_ID;
  document.body.append(frame, picture);
}
const drawings = () => [FIRST_BANNER_ID, FIRST_FRAME_ID].filter((id) => document.getElementById(id));

afterEach(() => {
  jest.useRealTimers();
  document.getElementById(FIRST_BANNER_ID)?.remove();
  document.getElementById(FIRST_FRAME_ID)?.remove();
});

test("index.html's first banner and frame go at most 3 s after an area is ready, even if the remote never takes them away", async () => {
  jest.useFakeTimers();
  drawnByThePage();
  load.mockResolvedValue({ bootstrap: [], mount: [], unmount: [] });
  render(<RemoteArea remote="home" />);
  expect(await screen.findByText('the remote')).toBeInTheDocument();
  await act(async () => void jest.advanceTimersByTime(2900));
  expect(drawings()).toEqual([FIRST_BANNER_ID, FIRST_FRAME_ID]);
  await act(async () => void jest.advanceTimersByTime(200));
  expect(drawings()).toEqual([]);
});

test('they go at once when the area fails, so they never hide the failure and its retry', async () => {
  drawnByThePage();
  load.mockRejectedValue(new Error('offline'));
  render(<RemoteArea remote="home" />);
  expect(await screen.findByTestId('area-failure')).toBeInTheDocument();
  expect(drawings()).toEqual([]);
});
