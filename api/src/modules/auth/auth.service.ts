import type { Em } from '../../db/orm.js';
import { AppError } from '../../common/errors.js';
import { type Limiters, reserveAttempt } from '../../rate-limit/limiters.js';
import { signToken } from './jwt.js';
import { burnPasswordCheck, type PasswordHasher } from './password.js';
import { User } from './user.entity.js';

/** The message for any failed login: it never tells which of e-mail or password was wrong. */
export const INVALID_LOGIN = 'Invalid email or password';
const THROTTLED = 'Too many failed sign-in attempts. Try again later.';

export class AuthService {
  constructor(
    private readonly em: Em,
    private readonly limiters: Limiters,
    private readonly jwt: { secret: string; ttlSeconds: number },
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Checks the credentials and issues an admin token. Every attempt takes its place in the
   * e-mail's and the address's budgets before the password is checked, so attempts sent together
   * cannot exceed them; a success gives its place back and ends the e-mail's count (the address
   * keeps counting its failures).
   * @throws TOO_MANY_REQUESTS (with Retry-After) when this e-mail or IP has used its attempts;
   *   UNAUTHENTICATED 'Invalid email or password' otherwise.
   */
  async login(emailRaw: string, password: string, ip: string) {
    const email = emailRaw.trim().toLowerCase();
    const releaseIp = await reserveAttempt(this.limiters.loginByIp, ip, THROTTLED);
    try {
      await reserveAttempt(this.limiters.loginByEmail, email, THROTTLED);
    } catch (error) {
      // Refused for the e-mail before any check: not a failure of this address.
      await releaseIp();
      throw error;
    }
    const user = email ? await this.em.findOne(User, { email }) : null;
    const valid = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await burnPasswordCheck(this.passwords, password);
    if (!user || !valid) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    await this.limiters.loginByEmail.delete(email);
    await releaseIp();
    const { token, expiresAt } = signToken(
      { userId: user.id, email: user.email },
      this.jwt.secret,
      this.jwt.ttlSeconds,
    );
    return { token, expiresAt, user };
  }

  findUser(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }
}
