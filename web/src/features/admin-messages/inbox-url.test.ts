import { inboxParams, inboxVariables, readInboxView } from './inbox-url';

const params = (query: string) => new URLSearchParams(query);

describe('readInboxView', () => {
  it('reads the filter, search and page, defaults for anything missing or unknown', () => {
    expect(readInboxView(params(''))).toEqual({ filter: 'all', search: '', page: 1 });
    expect(readInboxView(params('filter=unread&search=%20lydia%20&page=3'))).toEqual({
      filter: 'unread',
      search: 'lydia',
      page: 3,
    });
    expect(readInboxView(params('filter=spam&page=-2'))).toEqual({ filter: 'all', search: '', page: 1 });
  });

  it('cuts a search to the 200 characters the API accepts', () => {
    expect(readInboxView(params(`search=${'x'.repeat(300)}`)).search).toHaveLength(200);
  });
});

describe('inboxParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(inboxParams(params('filter=unread&page=2'), { filter: 'all', page: 1 }).toString()).toBe('');
  });

  it('starts again from page 1 on a new filter or search, and keeps the page otherwise', () => {
    expect(inboxParams(params('page=3'), { filter: 'unread' }).toString()).toBe('filter=unread');
    expect(inboxParams(params('filter=unread&page=3'), { search: 'grace' }).toString()).toBe(
      'filter=unread&search=grace',
    );
    expect(inboxParams(params('search=grace&page=3'), { search: ' grace ' }).toString()).toBe('search=grace&page=3');
    expect(inboxParams(params('search=grace'), { page: 2 }).toString()).toBe('search=grace&page=2');
  });

  it('keeps other parameters and drops an emptied search', () => {
    expect(inboxParams(params('x=1&search=grace&page=2'), { search: '' }).toString()).toBe('x=1');
  });
});

describe('inboxVariables', () => {
  it('asks for unread messages only under the Unread filter, and no search when there is none', () => {
    expect(inboxVariables({ filter: 'all', search: '', page: 2 }, 20)).toEqual({
      page: 2,
      pageSize: 20,
      search: null,
      unread: null,
    });
    expect(inboxVariables({ filter: 'unread', search: 'acts', page: 1 }, 20)).toEqual({
      page: 1,
      pageSize: 20,
      search: 'acts',
      unread: true,
    });
  });
});
