import { scriptSafeJson } from './page-state';

describe('scriptSafeJson', () => {
  it('cannot close the script it is written in, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028 \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
