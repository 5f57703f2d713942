// The step-up dialog (issue 39 item 4) passed with the code the server mails for it, read from the
// local outbox. A session whose sign-in proved no second factor in the last five minutes meets it
// before a security change.
import { expect, type Page } from '@playwright/test';
import nlEdit from '../../../locales/nl/edit-info.json' with { type: 'json' };
import { SERVER } from './sign-in';

interface OutboxMail {
  id: number;
  codes: string[];
}

const mailsTo = async (page: Page, to: string) => (await (await page.request.get(`${SERVER}/dev/outbox`, { params: { to } })).json()) as OutboxMail[];

/** The mails to `to` after mail `afterId`, newest first. */
export const mailsAfter = async (page: Page, to: string, afterId: number) => (await mailsTo(page, to)).filter((mail) => mail.id > afterId);

/** The id of the newest mail to `to` so far (0 when none): what a later step-up mail comes after. */
export const lastMailId = async (page: Page, to: string): Promise<number> => (await mailsTo(page, to))[0]?.id ?? 0;

/** Confirms the open step-up dialog with the code of the first mail to `username` after mail `afterId`. */
export async function passStepUp(page: Page, username: string, afterId: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^(${nlEdit.step_up_title}|${nlEdit.step_up_title_u})$`) });
  const field = dialog.getByLabel(nlEdit.step_up_code);
  await expect(field).toBeEditable();
  let code = '';
  const mailed = async () => {
    const [newest] = await mailsTo(page, username);
    code = newest && newest.id > afterId ? (newest.codes[0] ?? '') : '';
    return code;
  };
  await expect.poll(mailed, { message: `a step-up code mailed to ${username}` }).not.toBe('');
  await field.fill(code);
  await dialog.getByRole('button', { name: nlEdit.security_confirm }).click();
  await expect(dialog).toHaveCount(0);
}
