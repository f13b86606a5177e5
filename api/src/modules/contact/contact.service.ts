import type { Em } from '../../db/orm.js';
import { badInput } from '../../common/errors.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactInput } from './contact.inputs.js';

export class ContactService {
  constructor(private readonly em: Em) {}

  /** Stores a contact message as plain text. @throws BAD_USER_INPUT when a field is blank after trimming. */
  async send(input: ContactInput): Promise<ContactMessage> {
    const fields = { fullName: input.fullName.trim(), email: input.email.trim(), message: input.message.trim() };
    const blank = Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => !value)
        .map(([name]) => [name, `${name} is required`]),
    );
    if (Object.keys(blank).length) throw badInput('All fields are required', blank);
    const message = this.em.create(ContactMessage, fields);
    await this.em.flush();
    return message;
  }

  /** The newest messages first. */
  latest(limit: number, offset = 0): Promise<ContactMessage[]> {
    return this.em.find(ContactMessage, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit, offset });
  }
}
