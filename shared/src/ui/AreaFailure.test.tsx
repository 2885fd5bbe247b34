import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { AreaFailure } from './AreaFailure';

describe('AreaFailure', () => {
  afterEach(() => i18n.changeLanguage('bn'));

  it("names a chunk that did not arrive by its kind and address, translated, with a retry (SPEC §8)", async () => {
    const retry = jest.fn();
    renderWithProviders(<AreaFailure area="member" failure={{ type: 'style', address: '/assets/7.def.css' }} onRetry={retry} />, { language: 'en' });
    expect(await screen.findByText(/Could not load/)).toBe(screen.getByTestId('chunk-failure'));
    expect(screen.getByTestId('chunk-failure')).toHaveTextContent('Could not load style sheet from /assets/7.def.css');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says it in Bengali too, and shows no address for a failure that is not a chunk', async () => {
    const { rerender } = renderWithProviders(<AreaFailure area="home" failure={{ type: 'script', address: '/remotes/mfe-home/1.0.0/remoteEntry.js' }} onRetry={() => undefined} />);
    expect(screen.getByTestId('chunk-failure')).toHaveTextContent('/remotes/mfe-home/1.0.0/remoteEntry.js থেকে স্ক্রিপ্ট লোড করা যায়নি');
    rerender(<AreaFailure area="home" failure={null} onRetry={() => undefined} />);
    expect(screen.queryByTestId('chunk-failure')).toBeNull();
  });
});
