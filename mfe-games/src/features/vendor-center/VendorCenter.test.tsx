import { busEventsDuring } from '@khela/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeGamesApi, gamePaths, imageHost, lane, renderGamesAt, serverError, vendorCard } from '@/testing/games-test-support';
import { vendorCenterRoutes } from './routes';

let api: FakeGamesApi;

const sportsVendors = Array.from({ length: 14 }, (_, i) => vendorCard(`SP${i + 1}`, 'SPORTS', { displayName: `Sports ${i + 1}` }));
sportsVendors[0] = vendorCard('KSPORT', 'SPORTS', { displayName: 'K Sports', title: 'Cricket and football', cards: ['HOT', 'NEW'] });

const grid = () => screen.getByRole('list', { name: 'Providers' });

beforeEach(() => {
  api = new FakeGamesApi().withLanes([lane('SPORTS', sportsVendors), lane('LOTT', [vendorCard('KLOTT', 'LOTT', { displayName: 'K Lotto' })])]);
});

describe('a vendor center', () => {
  it('shows the category’s vendors with their artwork, title and badges, 12 a page', async () => {
    renderGamesAt('/sports', vendorCenterRoutes);
    const tiles = await within(await screen.findByRole('list', { name: 'Providers' })).findAllByRole('button');
    expect(tiles).toHaveLength(12);
    const first = screen.getByRole('button', { name: 'Play Cricket and football' });
    expect(first).toHaveTextContent('Cricket and football');
    expect(first).toHaveTextContent('K Sports');
    expect(first).toHaveAccessibleDescription('Hot New');
    expect(first.querySelector('img')).toHaveAttribute('src', `${imageHost}/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/SPORTS-KSPORT.png`);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(grid()).getAllByRole('button').map((tile) => tile.textContent)).toEqual(['Sports 13', 'Sports 14']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pages with 12 vendors or fewer', async () => {
    renderGamesAt('/lott', vendorCenterRoutes);
    await screen.findByRole('button', { name: 'Play K Lotto' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('asks the shell to start the vendor on a click', async () => {
    const started = await busEventsDuring('game:start', async () => {
      renderGamesAt('/lott', vendorCenterRoutes);
      await userEvent.click(await screen.findByRole('button', { name: 'Play K Lotto' }));
    });
    expect(started).toHaveBeenCalledWith({ vendor: 'KLOTT', gameType: 'LOTT' });
  });

  it('shows the vendor’s name when its artwork fails', async () => {
    renderGamesAt('/lott', vendorCenterRoutes);
    const tile = await screen.findByRole('button', { name: 'Play K Lotto' });
    fireEvent.error(tile.querySelector('img')!);
    fireEvent.error(tile.querySelector('img')!);
    expect(within(tile).getByTestId('image-fallback')).toHaveTextContent('K Lotto');
  });

  it('shows a failed load with a retry', async () => {
    api.on('GET', gamePaths.vendors, serverError, { value: { data: { lanes: [lane('ESPORTS', [vendorCard('IMES', 'ESPORTS', { displayName: 'IM E-sports' })])] } } });
    renderGamesAt('/esports', vendorCenterRoutes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play IM E-sports' })).toBeInTheDocument();
  });

  it('says so when the category has no vendors', async () => {
    renderGamesAt('/elott', vendorCenterRoutes);
    expect(await screen.findByText('No providers in this category yet')).toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    renderGamesAt('/sports', vendorCenterRoutes, { language: 'bn' });
    const first = await screen.findByRole('button', { name: 'Cricket and football খেলুন' });
    expect(first).toHaveAccessibleDescription('জনপ্রিয় নতুন');
    expect(screen.getByRole('navigation', { name: 'পৃষ্ঠা' })).toBeInTheDocument();
  });
});
