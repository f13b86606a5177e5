/** @returns `text` with the characters HTML gives a meaning (& < > ") written as entities, safe in text and quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
