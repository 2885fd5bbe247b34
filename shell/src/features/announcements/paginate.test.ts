import { pageItems } from './paginate';

describe('pageItems (margin 1)', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 3, 5, 1)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last page and a window of 5 around the current one', () => {
    expect(pageItems(1, 20, 5, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20, 5, 1)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(20, 20, 5, 1)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('with range 1 (notice list) shows only the ends and the current page', () => {
    expect(pageItems(5, 9, 1, 1)).toEqual([1, 'gap', 5, 'gap', 9]);
    expect(pageItems(2, 9, 1, 1)).toEqual([1, 2, 'gap', 9]);
  });
});
