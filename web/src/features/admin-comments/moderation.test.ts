import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommentStatus } from '../../gql/schema-types';
import {
  actionsFor,
  applyAction,
  bulkActionsFor,
  canReply,
  focusAfterRemoval,
  inTab,
  nextStatus,
  parseQueueState,
  queueParams,
  reasonLabel,
  statusOfTab,
} from './moderation';

const here = dirname(fileURLToPath(import.meta.url));
const en = JSON.parse(readFileSync(join(here, '..', '..', 'i18n', 'admin', 'en.json'), 'utf8')) as Record<
  string,
  string
>;

describe('queue URL state', () => {
  it('reads the tab, page, search and focus', () => {
    expect(parseQueueState(new URLSearchParams('status=pending&page=2&search=%20bob%20&focus=42'))).toEqual({
      tab: 'pending',
      page: 2,
      search: 'bob',
      focus: '42',
      linkAction: null,
    });
    // A notification e-mail's links propose approve or spam, nothing else.
    expect(parseQueueState(new URLSearchParams('focus=42&action=approve')).linkAction).toBe('APPROVE');
    expect(parseQueueState(new URLSearchParams('focus=42&action=SPAM')).linkAction).toBe('SPAM');
    expect(parseQueueState(new URLSearchParams('focus=42&action=delete')).linkAction).toBeNull();
  });

  it('reads the defaults for missing or unknown values', () => {
    expect(parseQueueState(new URLSearchParams('status=nope&page=-3&focus=abc'))).toEqual({
      tab: 'all',
      page: 1,
      search: '',
      focus: null,
      linkAction: null,
    });
    expect(parseQueueState(new URLSearchParams('status=SPAM')).tab).toBe('spam');
  });

  it('writes changes, leaving defaults out and going back to page 1 on a new tab or search', () => {
    const current = new URLSearchParams('status=pending&page=3&focus=7&search=x');
    expect(queueParams(current, { tab: 'spam' }).toString()).toBe('status=spam&search=x');
    expect(queueParams(current, { tab: 'all' }).toString()).toBe('search=x');
    expect(queueParams(current, { search: ' ' }).toString()).toBe('status=pending');
    expect(queueParams(current, { page: 1 }).toString()).toBe('status=pending&focus=7&search=x');
    expect(queueParams(new URLSearchParams(), { page: 4 }).toString()).toBe('page=4');
  });

  it('maps tabs to the status argument', () => {
    expect(statusOfTab('all')).toBeNull();
    expect(statusOfTab('trash')).toBe('TRASH');
  });
});

describe('actions', () => {
  it('offers per status the actions that change it', () => {
    expect(actionsFor('PENDING')).toEqual(['APPROVE', 'SPAM', 'TRASH']);
    expect(actionsFor('APPROVED')).toEqual(['UNAPPROVE', 'SPAM', 'TRASH']);
    expect(actionsFor('SPAM')).toEqual(['NOT_SPAM', 'TRASH', 'DELETE']);
    expect(actionsFor('TRASH')).toEqual(['RESTORE', 'DELETE']);
    for (const status of ['PENDING', 'APPROVED', 'SPAM', 'TRASH'] as CommentStatus[]) {
      for (const action of actionsFor(status)) expect(nextStatus(status, action)).not.toBe(status);
    }
  });

  it('offers in bulk the union, in a fixed order', () => {
    expect(bulkActionsFor(['APPROVED', 'PENDING'])).toEqual(['APPROVE', 'UNAPPROVE', 'SPAM', 'TRASH']);
    expect(bulkActionsFor(['TRASH', 'SPAM'])).toEqual(['NOT_SPAM', 'RESTORE', 'TRASH', 'DELETE']);
    expect(bulkActionsFor([])).toEqual([]);
  });

  it('replies only to visible or held comments', () => {
    expect(canReply('PENDING')).toBe(true);
    expect(canReply('APPROVED')).toBe(true);
    expect(canReply('SPAM')).toBe(false);
    expect(canReply('TRASH')).toBe(false);
  });

  it('follows the API for the next status', () => {
    expect(nextStatus('SPAM', 'NOT_SPAM')).toBe('APPROVED');
    expect(nextStatus('PENDING', 'NOT_SPAM')).toBeNull();
    expect(nextStatus('TRASH', 'RESTORE')).toBe('PENDING');
    expect(nextStatus('APPROVED', 'RESTORE')).toBeNull();
    expect(nextStatus('SPAM', 'APPROVE')).toBe('APPROVED');
    expect(nextStatus('APPROVED', 'DELETE')).toBeNull();
  });

  it('knows which tab lists which status', () => {
    expect(inTab('all', 'PENDING')).toBe(true);
    expect(inTab('all', 'APPROVED')).toBe(true);
    expect(inTab('all', 'SPAM')).toBe(false);
    expect(inTab('spam', 'SPAM')).toBe(true);
    expect(inTab('pending', 'APPROVED')).toBe(false);
  });
});

describe('applyAction', () => {
  const page = {
    items: [
      { id: '1', status: 'PENDING' as CommentStatus },
      { id: '2', status: 'PENDING' as CommentStatus },
      { id: '3', status: 'APPROVED' as CommentStatus },
    ],
    counts: { all: 3, pending: 2, approved: 1, spam: 0, trash: 0 },
    totalItems: 3,
    totalPages: 1,
    pageSize: 20,
  };

  it('keeps approved rows in the All tab with their new status', () => {
    const next = applyAction(page, 'all', ['1'], 'APPROVE');
    expect(next.items.map((row) => [row.id, row.status])).toEqual([
      ['1', 'APPROVED'],
      ['2', 'PENDING'],
      ['3', 'APPROVED'],
    ]);
    expect(next.counts).toEqual({ all: 3, pending: 1, approved: 2, spam: 0, trash: 0 });
    expect(next.totalItems).toBe(3);
  });

  it('drops rows that leave the tab and moves the counts', () => {
    const pending = { ...page, items: page.items.slice(0, 2), totalItems: 2 };
    const next = applyAction(pending, 'pending', ['1', '2'], 'TRASH');
    expect(next.items).toEqual([]);
    expect(next.counts).toEqual({ all: 1, pending: 0, approved: 1, spam: 0, trash: 2 });
    expect(next.totalItems).toBe(0);
    expect(next.totalPages).toBe(0);
  });

  it('deletes for good', () => {
    const trash = {
      ...page,
      items: [{ id: '9', status: 'TRASH' as CommentStatus }],
      counts: { all: 0, pending: 0, approved: 0, spam: 0, trash: 1 },
      totalItems: 1,
    };
    const next = applyAction(trash, 'trash', ['9'], 'DELETE');
    expect(next.items).toEqual([]);
    expect(next.counts.trash).toBe(0);
  });

  it('leaves rows an action does not change as they are', () => {
    const next = applyAction(page, 'all', ['3'], 'APPROVE');
    expect(next.items[2]).toBe(page.items[2]);
    expect(next.counts).toEqual(page.counts);
  });
});

describe('focusAfterRemoval', () => {
  it('moves to the next remaining row, else the previous one', () => {
    expect(focusAfterRemoval(['1', '2', '3'], '2', ['2'])).toBe('3');
    expect(focusAfterRemoval(['1', '2', '3'], '3', ['3'])).toBe('2');
    expect(focusAfterRemoval(['1', '2', '3'], '1', ['1', '2'])).toBe('3');
    expect(focusAfterRemoval(['1'], '1', ['1'])).toBeNull();
    expect(focusAfterRemoval(['1', '2'], '1', ['2'])).toBe('1');
  });
});

describe('reason labels', () => {
  it('names every code the API records, in the catalog', () => {
    const codes = [
      'honeypot',
      'too-fast',
      'bad-form-token',
      'no-form-token',
      'stale-form-token',
      'links',
      'script',
      'blocklist:word',
      'blocklist:domain',
      'blocklist:ip',
      'first-time',
      'moderation-all',
    ];
    for (const code of codes) {
      const key = reasonLabel(code);
      expect([code, key && key in en]).toEqual([code, true]);
    }
    expect(reasonLabel('akismet')).toBeNull();
  });
});
