import type { Page } from 'playwright-core';

/** The header's language button, in any of the four languages. */
export const LANGUAGE_BUTTON = /Change language|Changer de langue|Cambiar de idioma|Cambia lingua/;

/** Picks a language in the header's language overlay by its native name ('Français'). */
export async function chooseLanguage(page: Page, nativeName: string): Promise<void> {
  await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: nativeName }).click();
  await dialog.waitFor({ state: 'detached' });
}
