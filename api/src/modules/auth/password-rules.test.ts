import { generatePassword } from './password.js';
import { passwordProblem } from './password-rules.js';

describe('passwordProblem', () => {
  it('lets the passwords that reset-password and a first start generate through', () => {
    for (let i = 0; i < 1000; i++) expect(passwordProblem(generatePassword(), 'admin@example.com')).toBeNull();
  });

  it('names the rule a password breaks', () => {
    expect(passwordProblem('short', 'a@b.c')).toMatch(/at least 12/);
    expect(passwordProblem('Long.Enough@Example.org', 'long.enough@example.org')).toMatch(/e-mail/);
    expect(passwordProblem('long.enough.name', 'long.enough.name@example.org')).toMatch(/e-mail/);
    expect(passwordProblem('1QAZ2WSX3EDC', 'a@b.c')).toMatch(/most common/);
    expect(passwordProblem('correct horse battery staple', 'a@b.c')).toBeNull();
  });
});
