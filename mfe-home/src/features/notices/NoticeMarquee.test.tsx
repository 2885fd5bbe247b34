import { bus, calls } from '@khela/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderHome } from '@/testing/render-home';
import { NoticeMarquee } from './NoticeMarquee';

it('lists the notice titles and opens the notice popup at the clicked one', async () => {
  jest.spyOn(calls, 'noticePopular').mockResolvedValue({
    ok: true,
    value: {
      notices: [
        { id: 1, title: 'Maintenance tonight', content: '<p>x</p>' },
        { id: 2, title: 'New slots', content: '<p>y</p>' },
      ],
      popular: [],
    },
  });
  const opened = jest.fn();
  bus.on('popup:open', opened);
  renderHome(<NoticeMarquee />, { language: 'en' });
  fireEvent.click(await screen.findByRole('button', { name: 'Read notice: New slots' }));
  expect(opened).toHaveBeenCalledWith({ name: 'notice', props: { index: 1 } });
  expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
  bus.off('popup:open', opened);
});

it('draws its megaphone as a hidden SVG icon, never an emoji (a box on phones without an emoji font)', async () => {
  jest.spyOn(calls, 'noticePopular').mockResolvedValue({ ok: true, value: { notices: [{ id: 1, title: 'Maintenance tonight', content: '<p>x</p>' }], popular: [] } });
  renderHome(<NoticeMarquee />, { language: 'bn' });
  const region = await screen.findByTestId('notice-marquee');
  await screen.findByText('Maintenance tonight');
  const icon = region.querySelector('svg[data-icon="megaphone"]');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(region.textContent).toBe('Maintenance tonight');
});

it('keeps its place while the titles load (nothing below moves when they come), and leaves when there are none', async () => {
  let answer: (value: Awaited<ReturnType<typeof calls.noticePopular>>) => void = () => undefined;
  jest.spyOn(calls, 'noticePopular').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderHome(<NoticeMarquee />, { language: 'en' });
  const pending = screen.getByTestId('notice-marquee-pending');
  expect(pending).toHaveAttribute('aria-hidden', 'true');
  answer({ ok: true, value: { notices: [], popular: [] } });
  await waitFor(() => expect(screen.queryByTestId('notice-marquee-pending')).not.toBeInTheDocument());
  expect(screen.queryByTestId('notice-marquee')).not.toBeInTheDocument();
});
