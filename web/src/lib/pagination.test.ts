import { pageHref, pageWindow, parsePage } from './pagination';

describe('pageWindow', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows the first and last pages, the current one with its neighbours, and ellipses', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(99, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
    expect(pageWindow(-2, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
  });
});

describe('parsePage', () => {
  it('accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('pageHref', () => {
  it('keeps the other parameters and leaves page 1 without a page parameter', () => {
    expect(pageHref('/', '?search=grace&lang=fr', 3)).toBe('/?search=grace&lang=fr&page=3');
    expect(pageHref('/', '?page=3&lang=fr', 1)).toBe('/?lang=fr');
    expect(pageHref('/archive/2024', '', 2)).toBe('/archive/2024?page=2');
    expect(pageHref('/blog', '?page=2', 1)).toBe('/blog');
  });
});
