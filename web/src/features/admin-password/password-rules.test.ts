import { newPasswordRuleBroken } from './password-rules';

describe('newPasswordRuleBroken', () => {
  const email = 'owner@example.org';
  const current = 'the password used today';

  it('names the rule the server applied, in its order', () => {
    expect(newPasswordRuleBroken('short', email, current)).toBe('admin.password.error.tooShort');
    expect(newPasswordRuleBroken('x'.repeat(1025), email, current)).toBe('admin.password.error.tooLong');
    expect(newPasswordRuleBroken(' OWNER@example.org ', email, current)).toBe('admin.password.error.email');
    expect(newPasswordRuleBroken(current, email, current)).toBe('admin.password.error.same');
    expect(newPasswordRuleBroken('qwerty123456', email, current)).toBe('admin.password.error.common');
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(newPasswordRuleBroken('🙂'.repeat(11), email, current)).toBe('admin.password.error.tooShort');
    expect(newPasswordRuleBroken('🙂'.repeat(12), email, current)).toBe('admin.password.error.common');
  });
});
