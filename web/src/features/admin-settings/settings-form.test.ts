import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { checkValues, lines, refusedFields, toInput, toValues } from './settings-form';

const stored = {
  moderation: 'FIRST_TIME' as const,
  closeAfterDays: null,
  maxLinks: 2,
  blockedWords: ['casino', 'free money'],
  blockedEmailDomains: [],
  blockedIps: ['203.0.113.0/24'],
};

const refusal = (message: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }] });

describe('comment settings form', () => {
  it('shows the stored rules, one entry a line, closing off with 30 days offered', () => {
    expect(toValues(stored)).toEqual({
      moderation: 'FIRST_TIME',
      closeEnabled: false,
      closeAfterDays: '30',
      maxLinks: '2',
      blockedWords: 'casino\nfree money',
      blockedEmailDomains: '',
      blockedIps: '203.0.113.0/24',
    });
    expect(toValues({ ...stored, closeAfterDays: 90 }).closeEnabled).toBe(true);
  });

  it('reads lines trimmed, without blanks or repeats', () => {
    expect(lines(' a \n\n b\r\na\n  ')).toEqual(['a', 'b']);
  });

  it('sends every field; closing off is 0', () => {
    const values = { ...toValues(stored), blockedEmailDomains: 'spam.example\n\nmail.ru ' };
    expect(toInput(values)).toEqual({
      moderation: 'FIRST_TIME',
      closeAfterDays: 0,
      maxLinks: 2,
      blockedWords: ['casino', 'free money'],
      blockedEmailDomains: ['spam.example', 'mail.ru'],
      blockedIps: ['203.0.113.0/24'],
    });
    expect(toInput({ ...values, closeEnabled: true, closeAfterDays: '45' }).closeAfterDays).toBe(45);
  });

  it('checks the numbers and the list sizes before saving', () => {
    const values = toValues(stored);
    expect(checkValues(values)).toEqual({});
    expect(Object.keys(checkValues({ ...values, closeEnabled: true, closeAfterDays: '0' }))).toEqual([
      'closeAfterDays',
    ]);
    expect(checkValues({ ...values, closeEnabled: false, closeAfterDays: 'x' })).toEqual({});
    expect(Object.keys(checkValues({ ...values, maxLinks: '101' }))).toEqual(['maxLinks']);
    expect(Object.keys(checkValues({ ...values, maxLinks: '1.5' }))).toEqual(['maxLinks']);
    expect(Object.keys(checkValues({ ...values, blockedWords: 'x'.repeat(101) }))).toEqual(['blockedWords']);
  });

  it('puts the server’s refusals on their field, naming the entry', () => {
    expect(refusedFields(refusal('"nope" is not an e-mail domain', { blockedEmailDomains: 'Domains' }))).toEqual({
      blockedEmailDomains: { id: 'admin.settings.error.domain', values: { entry: 'nope' } },
    });
    expect(refusedFields(refusal('Invalid input', { 'blockedIps[2]': 'bad' }))).toEqual({
      blockedIps: { id: 'admin.settings.error.ips' },
    });
    expect(
      refusedFields(refusal('Invalid input', { blockedWords: 'each blocked word must be 1 to 100 characters' })),
    ).toEqual({
      blockedWords: { text: 'each blocked word must be 1 to 100 characters' },
    });
    expect(refusedFields(new Error('network'))).toEqual({});
  });
});
