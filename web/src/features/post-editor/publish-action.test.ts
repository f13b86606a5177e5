import { publishAction } from './publish-action';

const now = new Date(2031, 2, 5, 10, 0);
const published = { status: 'PUBLISHED' as const, date: new Date(2031, 0, 2, 8, 0).toISOString() };

describe('publishAction', () => {
  it('saves a draft whatever the date', () => {
    expect(publishAction({ status: 'DRAFT', date: '2031-12-01' }, null, now)).toEqual({ kind: 'draft' });
    expect(publishAction({ status: 'DRAFT', date: '2031-01-02' }, published, now)).toEqual({ kind: 'draft' });
  });

  it('schedules a post for a day ahead, at the start of that day', () => {
    expect(publishAction({ status: 'TO_PUBLISH', date: '2031-03-06' }, null, now)).toEqual({
      kind: 'schedule',
      at: new Date(2031, 2, 6),
    });
    expect(publishAction({ status: 'TO_PUBLISH', date: '2031-04-01' }, published, now).kind).toBe('schedule');
  });

  it('keeps a scheduled post scheduled for a later hour of today', () => {
    const later = { status: 'TO_PUBLISH' as const, date: new Date(2031, 2, 5, 18, 0).toISOString() };
    expect(publishAction({ status: 'TO_PUBLISH', date: '2031-03-05' }, later, now)).toEqual({
      kind: 'schedule',
      at: new Date(2031, 2, 5, 18, 0),
    });
  });

  it('publishes now a new, draft or scheduled post dated today or before', () => {
    expect(publishAction({ status: 'TO_PUBLISH', date: '2031-03-05' }, null, now)).toEqual({ kind: 'publish' });
    const draft = { status: 'DRAFT' as const, date: new Date(2030, 5, 1).toISOString() };
    expect(publishAction({ status: 'TO_PUBLISH', date: '2030-06-01' }, draft, now)).toEqual({ kind: 'publish' });
  });

  it('updates a post readers already see', () => {
    expect(publishAction({ status: 'TO_PUBLISH', date: '2031-01-02' }, published, now)).toEqual({ kind: 'update' });
  });
});
