/**
 * Issue 28 §5 in the browser, at 1280 and 390 px: lowering a class's capacity below the students booked
 * is not saved silently. Edit Class Instance names who would be over and saves only after "Confirm and
 * Save"; the toast says what was saved and the details how many are over. Edit Schedule does the same
 * for a schedule, whose coming classes take its capacity.
 */
import type { APIRequestContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, adminLogin, browserTestApp, DESKTOP, PHONE, send, toast } from './support';

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

let api: APIRequestContext | undefined;
afterAll(() => api?.dispose());

/** A demo schedule whose next class has two or more students booked, renamed `name` to find its card. */
async function bookedSchedule(skip: number, name: string) {
  api ??= await adminApi(t.app());
  const schedules = await send<{ id: number; isActive: boolean; maxStudents: number }[]>(
    api,
    'GET',
    '/api/class-schedules',
  );
  let found = 0;
  for (const s of schedules.filter((x) => x.isActive)) {
    const roster = await send<{ enrollmentCount: number }>(
      api,
      'GET',
      `/api/class-schedules/${s.id}/students`,
    );
    if (roster.enrollmentCount >= 2 && found++ === skip) {
      const res = await api.patch(`/api/class-schedules/${s.id}/name`, { data: { customName: name } });
      expect(res.status()).toBe(200);
      return { ...s, booked: roster.enrollmentCount };
    }
  }
  throw new Error('no demo schedule with two students booked in its next class');
}

const capacityOf = async (id: number) =>
  (await send<{ id: number; maxStudents: number }[]>(api!, 'GET', '/api/class-schedules')).find(
    (s) => s.id === id,
  )?.maxStudents;

describe("a schedule's capacity below the students booked in its coming classes", () => {
  it.each([
    ['desktop', DESKTOP, 0],
    ['390 px', PHONE, 1],
  ])('%s: Edit Schedule names who is over and saves only when confirmed', async (_, viewport, skip) => {
    const name = `Capacity Check ${skip}`;
    const schedule = await bookedSchedule(skip, name);
    const page = await t.pageAt(viewport);
    await adminLogin(page);
    await page.goto('/schedule');
    await page.getByRole('article', { name }).getByRole('button', { name: 'Edit Schedule' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Schedule' });
    await edit.getByLabel('Maximum Students').fill('1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit
      .getByRole('alert')
      .getByText(
        /^A capacity of 1 leaves students over in \d+ coming class(es)?: .+ booked, \d+ over \(.+\)\. They keep their places; no one else can book until enough cancel\. Confirm to save\.$/,
      )
      .waitFor();
    expect(await capacityOf(schedule.id)).toBe(schedule.maxStudents);

    await edit.getByRole('button', { name: 'Confirm and Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await toast(page, 'Schedule updated').waitFor();
    expect(await capacityOf(schedule.id)).toBe(1);
    const roster = await send<{ enrollmentCount: number; maxStudents: number }>(
      api!,
      'GET',
      `/api/class-schedules/${schedule.id}/students`,
    );
    expect(roster).toMatchObject({ enrollmentCount: schedule.booked, maxStudents: 1 });
  });
});
