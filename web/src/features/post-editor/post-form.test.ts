import type { EditorPostQuery } from './api/post-editor.generated';
import {
  addTag,
  blankForm,
  dateInputToIso,
  formFromPost,
  formSnapshot,
  mergeTags,
  moveSection,
  newSection,
  removeSection,
  toDateInput,
  toPostInput,
  translationForm,
  withSavedSectionIds,
} from './post-form';

const loaded: EditorPostQuery['adminPost'] = {
  __typename: 'Post',
  id: '7',
  slug: 'psalm-23',
  locale: 'en',
  title: 'Psalm 23',
  excerpt: 'Six verses',
  author: 'Daniel',
  date: '2025-10-12T09:00:00.000Z',
  status: 'PUBLISHED',
  allowComments: false,
  tags: ['psalms', 'faith', 'comfort'],
  cover: '/uploads/a.png',
  coverId: 'a.png',
  version: 3,
  publishedAt: '2025-10-12T09:00:00.000Z',
  featured: false,
  sections: [
    {
      __typename: 'Section',
      id: '11',
      title: 'Second',
      content: '<p>two</p>',
      image: null,
      imageId: null,
      orderIndex: 1,
    },
    {
      __typename: 'Section',
      id: '10',
      title: 'First',
      content: '<p><strong>one</strong></p>',
      image: null,
      imageId: null,
      orderIndex: 0,
    },
  ],
  translations: [],
};

describe('sections', () => {
  it('starts a new post with one empty section titled Section 1', () => {
    const form = blankForm('en');
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0].title).toBe('Section 1');
    expect(form).toMatchObject({ author: 'Admin', status: 'DRAFT', allowComments: true, tags: [], mainTags: [] });
  });

  it('titles added sections Section {n}', () => {
    expect(newSection(3).title).toBe('Section 3');
  });

  it('swaps a section with its neighbour, never beyond the first or the last', () => {
    expect(moveSection(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveSection(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSection(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSection(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('never deletes the last section', () => {
    expect(removeSection(['a', 'b'], 0)).toEqual(['b']);
    expect(removeSection(['a'], 0)).toEqual(['a']);
  });
});

describe('tags', () => {
  it('adds trimmed, non-empty tags once (case-insensitively)', () => {
    expect(addTag([], '  grace  ')).toEqual(['grace']);
    expect(addTag(['grace'], '   ')).toEqual(['grace']);
    expect(addTag(['grace'], 'Grace')).toEqual(['grace']);
    expect(addTag([], 'new   testament')).toEqual(['new testament']);
  });

  it('merges main tags and tags into one list on save', () => {
    expect(mergeTags(['faith', 'psalms'], ['Faith', 'hope'])).toEqual(['faith', 'psalms', 'hope']);
  });
});

describe('dates', () => {
  const now = new Date(2026, 10, 21, 15, 30);

  it('keeps the loaded time when the day did not change', () => {
    const original = new Date(2025, 9, 12, 9, 0).toISOString();
    expect(dateInputToIso(toDateInput(original), original, now)).toBe(original);
  });

  it('sends now for today and the start of the day otherwise', () => {
    expect(dateInputToIso(toDateInput(now), null, now)).toBe(now.toISOString());
    expect(dateInputToIso('2026-12-25', null, now)).toBe(new Date(2026, 11, 25).toISOString());
  });
});

describe('loading and saving', () => {
  it('reads a loaded post: sections in order, first two tags as main tags, status for the buttons', () => {
    const form = formFromPost(loaded);
    expect(form.sections.map((s) => [s.id, s.title])).toEqual([
      ['10', 'First'],
      ['11', 'Second'],
    ]);
    expect(form.mainTags).toEqual(['psalms', 'faith']);
    expect(form.tags).toEqual(['comfort']);
    expect(form.status).toBe('TO_PUBLISH');
    expect(form.allowComments).toBe(false);
  });

  it('saves what it loaded unchanged, with the loaded version', () => {
    const input = toPostInput(formFromPost(loaded), { version: 3, originalDate: loaded.date });
    expect(input).toEqual({
      title: 'Psalm 23',
      excerpt: 'Six verses',
      sections: [
        { id: '10', title: 'First', content: '<p><strong>one</strong></p>', imageId: null, orderIndex: 0 },
        { id: '11', title: 'Second', content: '<p>two</p>', imageId: null, orderIndex: 1 },
      ],
      coverId: 'a.png',
      author: 'Daniel',
      tags: ['psalms', 'faith', 'comfort'],
      date: loaded.date,
      status: 'TO_PUBLISH',
      allowComments: false,
      locale: 'en',
      version: 3,
    });
  });

  it('falls back to the default author', () => {
    expect(toPostInput({ ...blankForm('fr'), author: '  ' }, {}).author).toBe('Admin');
  });

  it('prefills a translation as a new draft in the chosen language, linked to its source', () => {
    const form = translationForm(loaded, 'fr');
    expect(form.locale).toBe('fr');
    expect(form.status).toBe('DRAFT');
    expect(form.sections.every((section) => section.id === undefined)).toBe(true);
    const input = toPostInput(form, { translationOf: '7' });
    expect(input.translationOf).toBe('7');
    expect(input.version).toBeUndefined();
    expect(input.sections?.[0].content).toBe('<p><strong>one</strong></p>');
  });

  it('sees no change in a form as loaded, and a change after an edit', () => {
    const form = formFromPost(loaded);
    expect(formSnapshot(form)).toBe(formSnapshot(formFromPost(loaded)));
    expect(formSnapshot({ ...form, title: 'Psalm 23!' })).not.toBe(formSnapshot(form));
  });
});

describe('after a save', () => {
  it('gives the sent sections the ids the server returned, in the order sent, wherever they are now', () => {
    const [a, b] = [newSection(1), { ...newSection(2), id: 's2' }];
    const withIds = withSavedSectionIds(
      [a, b],
      [
        { id: 's2', orderIndex: 1 },
        { id: 's9', orderIndex: 0 },
      ],
    );
    const added = newSection(3);
    // Moved and extended while the save was under way.
    const now = withIds([b, a, added]);
    expect(now.map((section) => section.id)).toEqual(['s2', 's9', undefined]);
    expect(now[0]).toBe(b);
    expect(now[2]).toBe(added);
  });
});
