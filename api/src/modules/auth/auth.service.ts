import type { Em } from '../../db/orm.js';
import { AppError, badInput } from '../../common/errors.js';
import { type Limiters, reserveAttempt } from '../../rate-limit/limiters.js';
import type { Viewer } from './jwt.js';
import { burnPasswordCheck, type PasswordHasher } from './password.js';
import { passwordProblem } from './password-rules.js';
import { endAllSessions, endSession, type TokenSettings, startSession } from './sessions.js';
import { User } from './user.entity.js';

/** The message for any failed login: it never tells which of e-mail or password was wrong. */
export const INVALID_LOGIN = 'Invalid email or password';
const THROTTLED = 'Too many failed sign-in attempts. Try again later.';
const WRONG_CURRENT = 'The current password is not correct';

export class AuthService {
  constructor(
    private readonly em: Em,
    private readonly limiters: Limiters,
    private readonly tokens: TokenSettings,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Checks a password under the sign-in throttle. Every attempt takes its place in the e-mail's
   * and the address's budgets before the password is checked, so attempts sent together cannot
   * exceed them; a success gives its place back and ends the e-mail's count (the address keeps
   * counting its failures).
   * @returns the user, or null when the e-mail or the password is wrong.
   * @throws TOO_MANY_REQUESTS (with Retry-After) when this e-mail or IP has used its attempts.
   */
  private async checkPassword(email: string, password: string, ip: string): Promise<User | null> {
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
    if (!user || !valid) return null;
    await this.limiters.loginByEmail.delete(email);
    await releaseIp();
    return user;
  }

  /**
   * Checks the credentials (under the sign-in throttle) and opens a session.
   * @returns the session's token, its expiry and the user.
   * @throws TOO_MANY_REQUESTS (with Retry-After) when this e-mail or IP has used its attempts;
   *   UNAUTHENTICATED 'Invalid email or password' otherwise.
   */
  async login(emailRaw: string, password: string, ip: string) {
    const user = await this.checkPassword(emailRaw.trim().toLowerCase(), password, ip);
    if (!user) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    return { ...(await startSession(this.em, user, this.tokens)), user };
  }

  /** Ends the viewer's session: its token is refused from then on; other sessions go on. */
  async logout(viewer: Viewer): Promise<void> {
    await endSession(this.em, viewer.sessionId);
  }

  /**
   * Sets a new password after checking the current one (a wrong one counts as a failed sign-in),
   * ends every session of the user, this one included, and opens a new session for the caller.
   * @returns the new session's token, its expiry and the user.
   * @throws BAD_USER_INPUT with `fields.next` when the new password breaks a rule (see
   *   passwordProblem) or equals the current one, with `fields.current` when the current one is
   *   wrong; TOO_MANY_REQUESTS (with Retry-After) once the sign-in attempts are used.
   */
  async changePassword(viewer: Viewer, current: string, next: string, ip: string) {
    const problem =
      passwordProblem(next, viewer.email) ??
      (next === current ? 'The new password must differ from the current one' : null);
    if (problem) throw badInput(problem, { next: problem });
    const user = await this.checkPassword(viewer.email, current.slice(0, 1024), ip);
    if (!user || user.id !== viewer.userId) throw badInput(WRONG_CURRENT, { current: WRONG_CURRENT });
    const passwordHash = await this.passwords.hash(next);
    // One transaction: no sign-in can slip between the new password and the end of the sessions.
    return this.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash });
      await endAllSessions(em, user.id);
      return { ...(await startSession(em, user, this.tokens)), user };
    });
  }

  findUser(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }
}
