import { summarizeTags } from './summarize';

describe('summarizeTags', () => {
  it('counts topics and posts and rounds the average', () => {
    expect(summarizeTags([{ count: 3 }, { count: 2 }])).toEqual({ topics: 2, posts: 5, average: 3 });
    expect(summarizeTags([{ count: 1 }, { count: 1 }, { count: 2 }])).toEqual({ topics: 3, posts: 4, average: 1 });
    expect(summarizeTags([])).toEqual({ topics: 0, posts: 0, average: 0 });
  });
});
