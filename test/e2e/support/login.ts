/** Steps of the login screen shared by the journeys. */
import type { Page } from 'playwright-core';

/** Types the e-mail, solves the captcha (a real proof of work in the page) and submits. */
export async function signInWithEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  // The widget draws its own tick over the box; clicking its label is what a person does.
  await page.getByText("I'm not a robot").click();
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.waitFor();
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Continue',
      );
      return !!button && !button.disabled;
    },
    undefined,
    { timeout: 30_000 },
  );
  await submit.click();
}

/** The path under /app the page is showing, e.g. '/lead'. */
export function appPath(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/app/, '') || '/';
}
