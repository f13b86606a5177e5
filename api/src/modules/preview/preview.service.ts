import jwt from 'jsonwebtoken';
import type { Clock } from '../../common/clock.js';

const ISSUER = 'wisdom-blog';
const AUDIENCE = 'wisdom-blog-preview';

/** What a preview link settles: the one post it opens, until when. */
export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: Date;
}

/**
 * Short-lived links that show one unpublished post: a signed token (HS256 JWT, RFC 7519, `sub` the
 * post id, its own audience, so no other token of the server is accepted as one), valid for one
 * post only and for PREVIEW_TTL_SECONDS. Nothing is stored: the token carries its own expiry.
 */
export class PreviewService {
  constructor(
    private readonly key: string,
    private readonly clock: Clock,
    private readonly settings: {
      /** Where the link opens: `{origin}`, `{id}` and `{token}` are replaced (PREVIEW_URL_TEMPLATE). */
      urlTemplate: string;
      /** The site's own origin (PUBLIC_URL), for `{origin}`. */
      origin: string;
      ttlSeconds: number;
    },
  ) {}

  /** @returns a link to preview post `postId`, with its token and expiry. */
  link(postId: number): PreviewLink {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = new Date((issuedAt + this.settings.ttlSeconds) * 1000);
    const token = jwt.sign({ iat: issuedAt, exp: issuedAt + this.settings.ttlSeconds }, this.key, {
      algorithm: 'HS256',
      subject: String(postId),
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const url = this.settings.urlTemplate
      .replaceAll('{origin}', this.settings.origin)
      .replaceAll('{id}', encodeURIComponent(String(postId)))
      .replaceAll('{token}', encodeURIComponent(token));
    return { url, token, expiresAt };
  }

  /** @returns the id of the post `token` previews, or null for a forged, altered or expired token. */
  postIdOf(token: string): number | null {
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTimestamp: Math.floor(this.clock().getTime() / 1000),
      });
      if (typeof payload === 'string' || typeof payload.exp !== 'number' || !/^\d{1,10}$/.test(payload.sub ?? '')) {
        return null;
      }
      return Number(payload.sub);
    } catch {
      return null;
    }
  }
}
