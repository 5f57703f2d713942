import type { Page } from '@playwright/test';

/**
 * Amounts, rates and numbers of the form whose text does not fit their box (`2500` shown for
 * 250000). A long free text (an employer's name) scrolls within its field, as text fields do.
 */
export const clipped = (page: Page) =>
  page
    .locator('form input[inputmode]:visible')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.inputMode !== 'text' && input.scrollWidth > input.clientWidth)
        .map((input) => `${input.id}: ${input.value}`),
    );
