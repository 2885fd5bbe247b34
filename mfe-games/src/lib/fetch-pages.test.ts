import { ApiError, type ApiResult } from '@khela/shared';
import { fetchPages, type GamePage } from './fetch-pages';

function loader(totalPages: number, failing: number[] = []) {
  const asked: number[] = [];
  const load = async (pageNo: number): Promise<ApiResult<GamePage>> => {
    asked.push(pageNo);
    if (failing.includes(pageNo)) return { ok: false, error: new ApiError('server.error', 'Something went wrong', 500, null) };
    return { ok: true, value: { games: [], totalPages, total: totalPages * 24 } };
  };
  return { load, asked };
}

it('asks the first page, then the rest up to the last page there is', async () => {
  const { load, asked } = loader(3);
  const { pages, error } = await fetchPages(load, 1, 9);
  expect(asked).toEqual([1, 2, 3]);
  expect(pages).toHaveLength(3);
  expect(error).toBeNull();
});

it('asks one page for "load more"', async () => {
  const { load, asked } = loader(5);
  expect((await fetchPages(load, 3, 3)).pages).toHaveLength(1);
  expect(asked).toEqual([3]);
});

it('keeps the pages before a failure and says what failed', async () => {
  const failedFirst = loader(4, [1]);
  expect(await fetchPages(failedFirst.load, 1, 4)).toMatchObject({ pages: [], error: { code: 'server.error' } });
  expect(failedFirst.asked).toEqual([1]);
  const failedLater = loader(4, [3]);
  const result = await fetchPages(failedLater.load, 1, 4);
  expect(result.pages).toHaveLength(2);
  expect(result.error?.code).toBe('server.error');
});
