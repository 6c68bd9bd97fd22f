/**
 * Issue 28 §5 in the browser, at 1280 and 390 px: lowering a class's capacity below the students booked
 * is not saved silently. Edit Class Instance names who would be over and saves only after "Confirm and
 * Save"; the toast says what was saved and the details how many are over.
 */
import { describe, expect, it } from 'vitest';
import { adminLogin, browserTestApp, DESKTOP, PHONE, toast } from './support';

// The demo studio: classes this week with students booked.
const t = browserTestApp({ SEED_DEMO: '1' });

describe('a capacity below the students booked', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: names who is over and saves only when confirmed', async (_, viewport) => {
    const page = await t.pageAt(viewport);
    await adminLogin(page);
    await page.goto('/?section=schedule');
    const entries = page.getByTestId('calendar-class');
    await entries.first().waitFor();
    // The first class in view with two or more students booked.
    let booked = 0;
    let details = page.getByRole('dialog').first();
    for (let i = 0; i < (await entries.count()) && booked < 2; i++) {
      await entries.nth(i).click();
      details = page.getByRole('dialog').first();
      const enrolled = details.getByRole('button', { name: /^Enrolled: \d+ \/ \d+$/ });
      booked = Number(((await enrolled.textContent()) ?? '').match(/Enrolled: (\d+)/)![1]);
      if (booked < 2) {
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'detached' });
      }
    }
    expect(booked).toBeGreaterThanOrEqual(2);

    await details.getByRole('button', { name: 'Edit Class Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Class Instance' });
    const capacity = edit.getByLabel('Maximum Students');
    const before = await capacity.inputValue();
    await capacity.fill(String(booked - 1));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const warning = edit.getByRole('alert');
    await warning
      .getByText(
        new RegExp(
          `^${booked} students are booked, so a capacity of ${booked - 1} leaves 1 over: .+\\. They keep their places; no one else can book until enough cancel\\. Confirm to save\\.$`,
        ),
      )
      .waitFor();
    // Cancelled there, nothing is saved.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    await details.getByRole('button', { name: `Enrolled: ${booked} / ${before}` }).waitFor();

    await details.getByRole('button', { name: 'Edit Class Details' }).click();
    await capacity.fill(String(booked - 1));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await warning.waitFor();
    await edit.getByRole('button', { name: 'Confirm and Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await toast(page, 'Class Updated').waitFor();
    // The toast says what was saved, and claims nothing about the students' screens.
    await page
      .getByText(new RegExp(`: capacity ${booked - 1} with ${booked} booked \\(1 over capacity\\)\\.$`))
      .first()
      .waitFor();
    expect(await page.getByText(/All student views have been updated/).count()).toBe(0);
    await details.getByRole('button', { name: `Enrolled: ${booked} / ${booked - 1}` }).waitFor();
    await details.getByText('1 over capacity').waitFor();
  });
});
