import type { Em } from '../../db/orm.js';
import { AppError } from '../../graphql/errors.js';
import { assertNotExhausted, type Limiters, recordFailure } from '../../rate-limit/limiters.js';
import { signToken } from './jwt.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { User } from './user.entity.js';

/** The message for any failed login: it never tells which of e-mail or password was wrong. */
export const INVALID_LOGIN = 'Invalid email or password';
const THROTTLED = 'Too many failed sign-in attempts. Try again later.';

export class AuthService {
  constructor(
    private readonly em: Em,
    private readonly limiters: Limiters,
    private readonly jwt: { secret: string; ttlSeconds: number },
  ) {}

  /**
   * Checks the credentials and issues an admin token.
   * @throws TOO_MANY_REQUESTS (with Retry-After) after too many failures for this e-mail or IP;
   *   UNAUTHENTICATED 'Invalid email or password' otherwise.
   */
  async login(emailRaw: string, password: string, ip: string) {
    const email = emailRaw.trim().toLowerCase();
    await assertNotExhausted(this.limiters.loginByIp, ip, THROTTLED);
    await assertNotExhausted(this.limiters.loginByEmail, email, THROTTLED);
    const user = email ? await this.em.findOne(User, { email }) : null;
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      await recordFailure(this.limiters.loginByIp, ip);
      await recordFailure(this.limiters.loginByEmail, email);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    await this.limiters.loginByEmail.delete(email);
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
