import { pageCount, pageOf } from './paginate';

it('cuts items into pages and clamps the page', () => {
  const items = Array.from({ length: 14 }, (_, i) => i);
  expect(pageCount(14, 12)).toBe(2);
  expect(pageCount(0, 12)).toBe(1);
  expect(pageOf(items, 2, 12)).toEqual([12, 13]);
  expect(pageOf(items, 9, 12)).toEqual([12, 13]);
});
