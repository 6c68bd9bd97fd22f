/**
 * Issue 33 in a real browser, on a 390 px phone: the app in Quebec French (fr-CA) and the switch back to
 * the spec's English. A French browser's visitor signs up and in, books a class and sees what is owed; the
 * owner's dashboard and a recorded payment in French; a student who picks English; the studio's language
 * for a student who never chose. Every French screen is also searched for English left on it: any text
 * or accessible name equal to an English catalogue text whose French differs (a soft check, so one
 * journey reports all its leaks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { parsePo } from 'pofile-ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { CONTEXT, studioToday } from './studio-time';
import {
  ADMIN,
  adminApi,
  apiContext,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  send,
  startApp,
  studentApi,
} from './support';

// ---------- French as Quebec writes it, computed here rather than with the app's formatters ----------

const SPACE = '[\\s\\u00a0\\u202f]';
/** "20,00 $" (any of the spaces Intl writes). */
const money = (amount: string) => new RegExp(`^${amount.replace(/ /g, SPACE)}${SPACE}\\$$`, 'u');
const ANY_MONEY = new RegExp(`^-?\\d{1,3}(${SPACE}\\d{3})*,\\d{2}${SPACE}\\$$`, 'u');
const intl = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'UTC', ...options }).format(new Date(`${iso}T00:00:00Z`));
/** "12 décembre 2026"; the first of a month is "1er août 2027", as Quebec writes it. */
const frDate = (iso: string) =>
  intl(iso, { day: 'numeric', month: 'long', year: 'numeric' }).replace(
    /^1(?=\s)/u,
    iso.endsWith('-01') ? '1er' : '1',
  );
/** "décembre 2026". */
const frMonth = (iso: string) => intl(iso, { month: 'long', year: 'numeric' });
/** "19 h 30" for "19:30". */
const frTime = (time: string) => `${Number(time.slice(0, 2))} h ${time.slice(3, 5)}`;

/**
 * Every English text of the catalogues whose French is another text: one of them shown whole on a French
 * screen is English left behind. (Texts with placeholders cannot be matched whole and are left out.)
 */
const ENGLISH: ReadonlySet<string> = (() => {
  const dirs = ['src/client/locales/fr-CA', 'src/locales/fr-CA'];
  const items = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.po'))
      .flatMap((f) => parsePo(readFileSync(`${dir}/${f}`, 'utf8')).items),
  );
  const french = new Set(items.map((i) => i.msgstr[0]));
  return new Set(
    items
      .filter((i) => i.msgid && i.msgstr[0] && !french.has(i.msgid) && !/[{<]/.test(i.msgid))
      .map((i) => i.msgid),
  );
})();

/** The English catalogue texts a page shows: visible text nodes, and names and placeholders. */
async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility()) out.add(text);
    }
    const named = [...document.body.querySelectorAll('[aria-label], [placeholder], [title]')];
    for (const el of named.filter((e) => e.checkVisibility())) {
      for (const name of ['aria-label', 'placeholder', 'title']) out.add(el.getAttribute(name)?.trim() ?? '');
    }
    return [...out];
  });
  return shown.filter((text) => ENGLISH.has(text));
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function expectFrench(page: Page, screen: string) {
  expect(await pageLanguage(page), `the ${screen}'s language`).toBe('fr-CA');
  expect.soft(await englishOn(page), `English on the French ${screen}`).toEqual([]);
}

// ---------- the studio ----------

const TODAY = studioToday();
const CLASS = { name: 'Yoga doux', price: '20.00', date: addDays(TODAY, 3), start: '19:30', end: '20:30' };
const stamp = Date.now();
type Student = { id: number; name: string; email: string; password: string };

let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;
/** Books in French and is paid for (journeys 2 and 4); switches to English (5); never chose (6). */
const students = {} as Record<'booker' | 'switcher' | 'unchosen', Student>;

const SIGNUP = '/api/auth/student/signup';
/** At most five sign-ups per address in 15 minutes: these three, and journey 1's through the form. */
async function signUp(name: string): Promise<Student> {
  const first = name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '');
  const email = `${first.toLowerCase()}.${stamp}@example.com`;
  const api = await apiContext(app);
  const signup = { name, email, phone: '514-555-0100' };
  const body = await send<{ student: { id: number }; temporaryPassword?: string }>(
    api,
    'POST',
    SIGNUP,
    signup,
  );
  await api.dispose();
  if (!body.temporaryPassword) throw new Error('signup returned no temporary password (is SMTP configured?)');
  return { id: body.student.id, name, email, password: body.temporaryPassword };
}

/** The person's own language, saved as their language picker saves it (tRPC auth.setLanguage). */
async function chooseLanguage(api: APIRequestContext, language: 'fr-CA' | 'en-CA') {
  const res = await api.post('/trpc/auth.setLanguage', { data: { language } });
  expect(res.status(), await res.text()).toBe(200);
}

const saveStudioLanguage = (language: 'fr-CA' | 'en-CA') =>
  send(admin, 'POST', '/api/settings/bulk', [{ key: 'language', value: language }], 200);

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  admin = await adminApi(app);
  const type = await send<{ id: number }>(admin, 'POST', '/api/class-types', {
    name: CLASS.name,
    description: 'Pour tous les niveaux.',
    duration: 60,
    price: CLASS.price,
  });
  await send(admin, 'POST', '/api/class-instances/single', {
    classTypeId: type.id,
    classDate: CLASS.date,
    startTime: CLASS.start,
    endTime: CLASS.end,
    location: 'Salle A',
    maxStudents: 10,
  });
  students.booker = await signUp('Mathieu Roy');
  students.switcher = await signUp('Chloé Bouchard');
  students.unchosen = await signUp('Samuel Martin');
  for (const who of [students.booker, students.switcher]) {
    const api = await studentApi(app, who);
    await chooseLanguage(api, 'fr-CA');
    await api.dispose();
  }
});

afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.close();
});

const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

// ---------- page helpers ----------

/** A 390 px page in a browser whose language is `locale`, on the studio's clock. */
async function phone(locale: 'fr-CA' | 'en-US' = 'fr-CA'): Promise<Page> {
  const { page } = await newPage(browser, app.url, PHONE, { ...CONTEXT, locale });
  opened.push(page);
  return page;
}

async function signIn(page: Page, who: { email: string; password: string }, inFrench = true) {
  const [email, password, button] = inFrench
    ? ['Courriel', 'Mot de passe', 'Se connecter']
    : ['Email', 'Password', 'Sign In'];
  await page.getByLabel(email).first().fill(who.email);
  await page.getByLabel(password).first().fill(who.password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The signed-in person as the server has them, with their saved language (tRPC: /api leaves it out). */
const session = (page: Page, procedure: 'auth.adminSession' | 'auth.studentSession') =>
  page.evaluate(
    (url) => fetch(url).then(async (r) => (await r.json()).result.data),
    `/trpc/${procedure}`,
  ) as Promise<Record<'admin' | 'student', { language: string | null }>>;

const absent = async (page: Page, role: 'button' | 'tab', name: string) =>
  expect(await page.getByRole(role, { name, exact: true }).count(), `"${name}" on screen`).toBe(0);

const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist').first().getByRole('tab', { name, exact: true });

async function openTab(page: Page, name: string) {
  await dashboardTab(page, name).click();
  await expect.poll(() => dashboardTab(page, name).getAttribute('aria-selected')).toBe('true');
}

/** The big figure of a student's or the owner's stat card, by its name. */
const figure = (page: Page, card: string) =>
  page.getByRole('region', { name: card, exact: true }).locator('p').first();

/** A French dashboard: the welcome, the four tabs, the cards; none of the spec's English. */
async function expectFrenchDashboard(page: Page, name: string) {
  const welcome = page.getByText(`Bienvenue, ${name}`, { exact: true });
  await welcome.or(page.getByText(`Welcome, ${name}`, { exact: true })).waitFor();
  await expect.poll(() => pageLanguage(page), { message: "the dashboard's language" }).toBe('fr-CA');
  await welcome.waitFor();
  for (const tab of ['Mes cours', 'S’inscrire aux cours', 'Paiements', 'Paramètres']) {
    await dashboardTab(page, tab).waitFor();
  }
  await expect.poll(() => figure(page, 'Montant dû').textContent()).toMatch(ANY_MONEY);
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
  await absent(page, 'tab', 'My Classes');
  await absent(page, 'button', 'Sign Out');
  await expectFrench(page, 'dashboard');
}

/** The owner's dashboard in French: its money cards in French figures, none of the spec's English. */
async function expectFrenchAdminDashboard(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  for (const card of ['Payé ce mois-ci', 'Montant dû', 'En retard']) {
    await expect.poll(() => figure(page, card).textContent()).toMatch(ANY_MONEY);
  }
  await page.getByText('Activité récente', { exact: true }).waitFor();
  await absent(page, 'button', 'Logout');
  await absent(page, 'button', 'Record Payment');
  await expectFrench(page, 'admin dashboard');
}

/** /admin-login in French, then the admin shell. */
async function adminSignIn(page: Page, password = ADMIN.password) {
  await page.goto('/admin-login');
  await page.getByRole('heading', { level: 1, name: 'Connexion administrateur' }).waitFor();
  await signIn(page, { email: ADMIN.email, password });
}

// ---------- journeys ----------

describe('a visitor whose browser prefers French', () => {
  it('sees the login page in French, is refused in French, signs up and signs in to a French dashboard', async () => {
    const page = await phone();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' }).waitFor();
    for (const name of ['Se connecter', 'Créer un compte', 'Mot de passe oublié?', 'English']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    await page.getByText('Nouveau ici?', { exact: true }).waitFor();
    await absent(page, 'button', 'Sign In');
    await expectFrench(page, 'login page');

    // A wrong password: the server refuses in French, and the screen says so in French.
    const refusal = page.waitForResponse((r) => r.url().includes('auth.studentLogin'));
    await signIn(page, { email: `personne.${stamp}@example.com`, password: 'mauvais-mot' });
    expect(await (await refusal).text()).toContain('Courriel ou mot de passe non valide');
    await page.getByText('Échec de la connexion', { exact: true }).first().waitFor();
    await page.getByText('Veuillez vérifier votre courriel et votre mot de passe.').first().waitFor();
    await expectFrench(page, 'login refusal');

    const name = 'Élise Gagnon';
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    await page.getByText('Joignez-vous au studio pour réserver vos cours en ligne.').waitFor();
    await page.getByLabel('Nom complet').fill(name);
    await page.getByLabel('Courriel').last().fill(`elise.${stamp}@example.com`);
    await page.getByLabel('Téléphone').fill('514-555-0142');
    await expectFrench(page, 'sign-up form');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    await page.getByText('Compte créé', { exact: true }).first().waitFor();

    // Without SMTP the login form comes back filled with the temporary password.
    await expect.poll(() => page.getByLabel('Mot de passe').first().inputValue()).toMatch(/^.{12}$/);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Signed up on a French page: French is their language from then on.
    await expectFrenchDashboard(page, name);
  });
});

describe('a student who chose French', () => {
  it('books from the Enroll tab and sees the class, its date, time and status, and what is owed in French', async () => {
    const page = await phone();
    await page.goto('/');
    await signIn(page, students.booker);
    await expectFrenchDashboard(page, students.booker.name);
    await expect.poll(() => figure(page, 'Montant dû').textContent()).toMatch(money('0,00'));

    await openTab(page, 'S’inscrire aux cours');
    await page.getByRole('heading', { level: 3, name: frMonth(TODAY), exact: true }).waitFor();
    if (frMonth(CLASS.date) !== frMonth(TODAY)) {
      await page.getByRole('button', { name: 'Mois suivant', exact: true }).click();
      await page.getByRole('heading', { level: 3, name: frMonth(CLASS.date), exact: true }).waitFor();
    }
    await page.getByText('Touchez un cours pour en voir les détails et réserver votre place.').waitFor();
    const day = `${Number(CLASS.date.slice(8))} ${frMonth(CLASS.date)}, 1 cours`;
    await page.getByRole('button', { name: day, exact: true }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`^${CLASS.name}`) });
    for (const text of [frDate(CLASS.date), `${frTime(CLASS.start)} - ${frTime(CLASS.end)}`]) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByText(money('20,00')).waitFor();
    await details.getByText('10 places restantes').waitFor();
    await expectFrench(page, 'class details');
    await details.getByRole('button', { name: 'Réserver ce cours' }).click();
    await details.waitFor({ state: 'detached' });
    await page.getByText('Cours réservé', { exact: true }).first().waitFor();

    await openTab(page, 'Mes cours');
    await page.getByRole('tab', { name: 'À venir (1)', exact: true }).waitFor();
    const card = page.getByRole('article', { name: CLASS.name, exact: true });
    for (const text of [
      'Confirmé',
      frDate(CLASS.date),
      `${frTime(CLASS.start)} - ${frTime(CLASS.end)}`,
      `Réservé le ${frDate(studioToday())}`,
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    await card.getByText(money('20,00')).waitFor();
    await card.getByRole('button', { name: 'Annuler la réservation' }).waitFor();
    await expect.poll(() => figure(page, 'Montant dû').textContent()).toMatch(money('20,00'));
    // 20.00 / 1.05 = 19.05, and the tax is the rest.
    const caption = page.getByRole('region', { name: 'Montant dû', exact: true }).locator('p').nth(1);
    expect(await caption.textContent()).toMatch(
      new RegExp(`^19,05${SPACE}\\$ \\+ 0,95${SPACE}\\$ de taxes$`, 'u'),
    );
    await expectFrench(page, 'My Classes');

    await openTab(page, 'Paiements');
    await page.getByRole('heading', { level: 2, name: 'Votre solde' }).waitFor();
    const owed = page.getByRole('region', { name: 'Solde dû', exact: true });
    await owed.getByText(money('20,00')).first().waitFor();
    await owed.getByText('Payez avec l’une des options ci-dessous.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Options de paiement' }).waitFor();
    await page.getByText(/^Des questions sur les paiements\?/).waitFor();
    await expectFrench(page, 'Payments tab');
    // The studio's two default ways to pay (e-Transfer and cash), described in French.
    await page.getByRole('region', { name: 'Virement Interac' }).waitFor();
    await page.getByRole('region', { name: 'Comptant' }).waitFor();
    await page.getByText('Payez comptant au studio avant ou après votre cours.').waitFor();
  }, 120_000);
});

describe('the owner, in French', () => {
  it('signs in from /admin-login in French, picks Français in the header, and keeps it after a reload', async () => {
    const page = await phone();
    await adminSignIn(page, 'pas-le-bon');
    await page.getByText('Identifiants non valides', { exact: true }).first().waitFor();
    await absent(page, 'button', 'Sign In');
    await expectFrench(page, 'admin login');
    await adminSignIn(page);

    const language = page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ });
    await language.click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByText('Langue enregistrée', { exact: true }).first().waitFor();
    await expectFrenchAdminDashboard(page);
    const toggle = page.getByRole('button', { name: 'Afficher ou masquer la navigation' });
    await toggle.click();
    await page.getByRole('button', { name: 'Élèves', exact: true }).waitFor();
    await expectFrench(page, 'admin navigation');
    await page.reload();
    await expectFrenchAdminDashboard(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Langue' }).textContent()).toBe('Français');
    expect((await session(page, 'auth.adminSession')).admin.language).toBe('fr-CA');
  }, 90_000);

  it('records the French student’s payment, and what the student owes becomes 0,00 $', async () => {
    await chooseLanguage(admin, 'fr-CA');
    const page = await phone();
    await adminSignIn(page);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
    const who = dialog.getByRole('combobox', { name: /^Élève/ });
    await who.fill(students.booker.name);
    await page.getByRole('option', { name: new RegExp(students.booker.name) }).click();
    await dialog.getByLabel(/^Montant brut/).fill('20');
    await dialog.getByText(new RegExp(`^Total${SPACE}:${SPACE}20,00${SPACE}\\$$`, 'u')).waitFor();
    await expectFrench(page, 'Record Payment dialog');
    await dialog.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    await page.getByText('Paiement enregistré', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => figure(page, 'Payé ce mois-ci').textContent()).toMatch(money('20,00'));

    const student = await phone();
    await student.goto('/');
    await signIn(student, students.booker);
    await expectFrenchDashboard(student, students.booker.name);
    await expect.poll(() => figure(student, 'Montant dû').textContent()).toMatch(money('0,00'));
    await openTab(student, 'Paiements');
    await student.getByText('Vos paiements sont à jour. Vous ne devez rien pour le moment.').waitFor();
    await expectFrench(student, 'Payments tab, paid up');
  }, 90_000);
});

describe('a student who picks English', () => {
  it('sees the spec’s English after choosing it under Paramètres → Langue, also after signing out and in', async () => {
    const who = students.switcher;
    const page = await phone();
    await page.goto('/');
    await signIn(page, who);
    await expectFrenchDashboard(page, who.name);

    await openTab(page, 'Paramètres');
    const section = page.getByRole('region', { name: 'Langue', exact: true });
    await section
      .getByText('Votre tableau de bord et les courriels que nous vous envoyons seront dans cette langue.')
      .waitFor();
    await section.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByText('Language saved', { exact: true }).first().waitFor();

    const expectEnglish = async () => {
      await page.getByText(`Welcome, ${who.name}`, { exact: true }).waitFor();
      for (const tab of ['My Classes', 'Enroll in Classes', 'Payments', 'Settings']) {
        await dashboardTab(page, tab).waitFor();
      }
      await expect.poll(() => figure(page, 'Amount Owed').textContent()).toBe('$0.00');
      await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
      await absent(page, 'tab', 'Mes cours');
      expect(await pageLanguage(page)).toBe('en-CA');
      // The English-leak check finds the spec's English when it is there.
      expect(await englishOn(page)).toEqual(expect.arrayContaining(['My Classes', 'Amount Owed']));
    };
    await expectEnglish();
    expect((await session(page, 'auth.studentSession')).student.language).toBe('en-CA');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    // This device remembers the person's English: the login page is English in a French browser.
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await signIn(page, who, false);
    await expectEnglish();
  }, 90_000);
});

describe('the studio’s language', () => {
  it('is French after sign-in for a student who never chose, even from an English browser', async () => {
    await saveStudioLanguage('fr-CA');
    try {
      const page = await phone('en-US');
      await page.goto('/');
      // Before sign-in, the browser's English.
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await signIn(page, students.unchosen, false);
      await expectFrenchDashboard(page, students.unchosen.name);
      expect((await session(page, 'auth.studentSession')).student.language).toBeNull();
    } finally {
      await saveStudioLanguage('en-CA');
    }
  });
});
