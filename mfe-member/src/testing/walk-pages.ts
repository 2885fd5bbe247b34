import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Tests only: walks a record list of three pages with its pager, whose rows name their page
 * ('page-2', 'page-3'): Next to the last page, where Next is marked off (aria-disabled, so the
 * focus stays on it) and pressed once more. Returns the pager, for the steps back.
 */
export async function walkToTheLastOfThreePages(pagerName: string, list: () => ReturnType<typeof within>) {
  const pager = within(await screen.findByRole('navigation', { name: pagerName }));
  expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
  const next = pager.getByRole('button', { name: 'Next' });
  await userEvent.click(next);
  await list().findByText('page-2');
  await userEvent.click(next);
  await list().findByText('page-3');
  expect(next).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(next);
  return pager;
}
