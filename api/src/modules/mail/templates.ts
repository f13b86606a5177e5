import { escapeHtml } from '../../rich-text/escape-html.js';

/** The parts of a notification that differ per kind: the outbox adds the addresses. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the contact notification shows of a message. */
export interface ContactFacts {
  fullName: string;
  email: string;
  message: string;
  createdAt: Date;
}

/** What the moderation notification shows of a held comment and its post. */
export interface CommentFacts {
  id: number;
  name: string;
  content: string;
  createdAt: Date;
  postTitle: string;
}

/** Subjects are one header line: user text in them loses its line breaks and is kept short. */
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** User text as HTML paragraphs: escaped, line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

const page = (body: string) =>
  `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;

/** @returns the owner's e-mail about a new contact message (replying answers the sender). */
export function contactMail(message: ContactFacts, publicUrl: string): MailContent {
  const inbox = `${publicUrl}/admin/messages`;
  const who = `${message.fullName} <${message.email}>`;
  return {
    subject: oneLine(`Contact message from ${message.fullName}`, 200),
    text: [
      `${who} wrote through the contact form on ${message.createdAt.toISOString()}:`,
      '',
      message.message,
      '',
      '--',
      'Reply to this e-mail to answer them.',
      `Your inbox: ${inbox}`,
      '',
    ].join('\n'),
    html: page(
      [
        `<p><strong>${escapeHtml(message.fullName)}</strong> &lt;${escapeHtml(message.email)}&gt; wrote through the contact form on ${escapeHtml(message.createdAt.toISOString())}:</p>`,
        `<blockquote>\n${paragraphs(message.message)}\n</blockquote>`,
        `<p>Reply to this e-mail to answer them. ${link(inbox, 'Your inbox')}</p>`,
      ].join('\n'),
    ),
  };
}

/**
 * @returns the owner's e-mail about a comment held for moderation. Its links open the comment in
 *   the admin area, where the signed-in owner decides: the e-mail itself approves nothing.
 */
export function commentHeldMail(comment: CommentFacts, publicUrl: string): MailContent {
  const review = `${publicUrl}/admin/comments?status=pending&focus=${comment.id}`;
  const approve = `${review}&action=approve`;
  const spam = `${review}&action=spam`;
  return {
    subject: oneLine(`Comment awaiting moderation on "${comment.postTitle}"`, 200),
    text: [
      `${comment.name} commented on "${comment.postTitle}" on ${comment.createdAt.toISOString()}:`,
      '',
      comment.content,
      '',
      '--',
      'The comment is not shown until you approve it (sign-in required):',
      `Approve: ${approve}`,
      `Spam: ${spam}`,
      `All pending comments: ${review}`,
      '',
    ].join('\n'),
    html: page(
      [
        `<p><strong>${escapeHtml(comment.name)}</strong> commented on “${escapeHtml(comment.postTitle)}” on ${escapeHtml(comment.createdAt.toISOString())}:</p>`,
        `<blockquote>\n${paragraphs(comment.content)}\n</blockquote>`,
        '<p>The comment is not shown until you approve it (sign-in required):</p>',
        `<p>${link(approve, 'Approve')} · ${link(spam, 'Mark as spam')} · ${link(review, 'All pending comments')}</p>`,
      ].join('\n'),
    ),
  };
}
