import ipaddr from 'ipaddr.js';
import { pass, spam, type SpamCheck } from './spam-check.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @returns whether `phrase` occurs in `text` as whole words (case-insensitive, any script). */
export const containsPhrase = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/** @returns whether the address `ip` is `entry` or inside it (a CIDR range); false when unreadable. */
export function ipMatches(ip: string, entry: string): boolean {
  try {
    const address = ipaddr.process(ip);
    if (entry.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return address.kind() === range.kind() && address.match(range, bits);
    }
    return address.toNormalizedString() === ipaddr.process(entry).toNormalizedString();
  } catch {
    return false;
  }
}

/** A blocked word or phrase in the name, e-mail or text: spam (`blocklist:word`). */
export const blockedWordCheck: SpamCheck = {
  name: 'blocklist:word',
  async check({ name, email, content }, { settings }) {
    const text = `${name}\n${email}\n${content}`;
    return settings.blockedWords.some((word) => containsPhrase(text, word)) ? spam('blocklist:word') : pass();
  },
};

/** An e-mail address at a blocked domain or one of its subdomains: spam (`blocklist:domain`). */
export const blockedDomainCheck: SpamCheck = {
  name: 'blocklist:domain',
  async check({ email }, { settings }) {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const blocked = settings.blockedEmailDomains.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
    return blocked ? spam('blocklist:domain') : pass();
  },
};

/** A poster whose address is blocked, alone or by range: spam (`blocklist:ip`). */
export const blockedIpCheck: SpamCheck = {
  name: 'blocklist:ip',
  async check({ ip }, { settings }) {
    return ip && settings.blockedIps.some((entry) => ipMatches(ip, entry)) ? spam('blocklist:ip') : pass();
  },
};
