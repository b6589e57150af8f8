import { readFile } from 'node:fs/promises';
import t from 'tap';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { hostedMedia, MEDIA_HOST } from './hosted-media.ts';
import { ADMIN, startShop } from './shop.ts';
import { moveClock, shopNow, typedIn } from './shop-clock.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  pageProblems,
  person,
  reload,
  screenIsSound,
  screenshot,
  signedUpCustomer,
} from './steps.ts';

// A course's live session end to end (docs/decisions/092-live-sessions.md), at a phone's width and a
// desktop's: the admin in Lagos schedules it in their own time; a buyer in New York sees it in theirs,
// downloads it for their calendar, sees the join link only from 15 minutes before, joins (the shop
// records it and sends them on to the meeting); afterwards the admin adds the recording, which becomes
// a chapter of the Live Sessions tab. The shop's clock is moved, never waited for.
// The recordings are hosted videos (hosted-media.ts answers them in the browser).
const shop = await startShop(t, { MEDIA_HOSTS: MEDIA_HOST });
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' };
const ADMIN_ZONE = 'Africa/Lagos';
const BUYER_ZONE = 'America/New_York';
const MEETING = 'https://meet.example.com';
const MINUTE = 60_000;
const buyer = await shop.newPage({ timezoneId: BUYER_ZONE });
const buyerProblems = pageProblems(buyer);
await signedUpCustomer(buyer, shop.dataDir, person('live'));
await boughtThroughSandbox(buyer, shop.url, { courses: [COURSE.slug], robots: [] });
await hostedMedia(buyer.context());
// The meeting is another site: here it answers as one would, without the internet.
await buyer
  .context()
  .route(`${MEETING}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meeting room</title><h1>Meeting room</h1>' }));

for (const [device, viewport] of [
  ['phone', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  const title = `Market review on the ${device}`;
  let startsAt = new Date(0);

  t.test(`${device}: the admin schedules a session in their own time`, async (t) => {
    const admin = await shop.newPage({ ...viewport, timezoneId: ADMIN_ZONE });
    const problems = pageProblems(admin);
    await adminSignedIn(admin, ADMIN);
    // Two days on, on the minute: typed as the admin's clock shows it.
    startsAt = new Date(Math.ceil((await shopNow(admin)) / MINUTE) * MINUTE + 2 * 24 * 60 * MINUTE);
    await fromAdminSidebar(admin, viewport.width, 'Courses', heading(admin, 'Courses Dashboard'));
    await follow(admin, admin.getByRole('link', { name: `Update ${COURSE.title}` }), heading(admin, 'Update Course'));
    const section = admin.getByRole('region', { name: 'Live sessions' });
    await section.getByRole('button', { name: 'Schedule a session' }).click();
    const form = admin.getByRole('form', { name: 'New live session' });
    // Sent with the link missing: said beside it, and nothing is saved.
    await form.getByLabel('Session title').fill(title);
    await form.getByLabel('Starts (your time)').fill(typedIn(startsAt, ADMIN_ZONE));
    await form.getByLabel('Length (minutes)').fill('60');
    await form.getByRole('button', { name: 'Save session' }).click();
    await form.getByText('The join link is an https address (Zoom, Google Meet, YouTube Live, ...)').waitFor();
    await form.getByLabel('Join link').fill(`${MEETING}/${device}`);
    await form.getByLabel('Seat limit (blank: no limit)').fill('50');
    await screenshot(admin, `live-session-form-${device}`);
    await form.getByRole('button', { name: 'Save session' }).click();
    await admin.getByText('Live session scheduled').first().waitFor();
    const row = section.getByRole('listitem').filter({ hasText: title });
    await row.waitFor();
    t.match(await row.textContent(), /60 min · 0 joined of 50 seats/);
    await screenIsSound(t, admin, problems);
    await admin.context().close();
  });

  t.test(`${device}: the buyer sees it in their own time, takes the calendar file, and no join link yet`, async (t) => {
    await buyer.setViewportSize(viewport);
    await follow(buyer, buyer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(buyer, 'Your Courses'));
    await follow(buyer, buyer.getByRole('link', { name: COURSE.title }).first(), heading(buyer, COURSE.title));
    await buyer.getByRole('tab', { name: 'Live Sessions' }).click();
    const listed = buyer.getByRole('region', { name: 'Scheduled sessions' }).getByRole('listitem').filter({ hasText: title });
    await listed.waitFor();
    const time = await listed.locator('time').textContent();
    const locale = await buyer.evaluate(() => navigator.language);
    const inNewYork = startsAt.toLocaleString(locale, { ...SESSION_TIME, timeZone: BUYER_ZONE });
    t.equal(time, inNewYork, `the start in New York's time (${inNewYork})`);
    t.notMatch(time, startsAt.toLocaleString(locale, { timeZone: ADMIN_ZONE, hour: '2-digit', minute: '2-digit' }), "not the admin's Lagos time");
    t.match(await listed.textContent(), /E[SD]T · 60 min · 50 seats left/);
    await listed.getByText('The join link opens 15 minutes before the start.').waitFor();
    t.equal(await listed.getByRole('link', { name: /^Join/ }).count(), 0, 'no join link yet');

    const [download] = await Promise.all([buyer.waitForEvent('download'), listed.getByRole('link', { name: `Add ${title} to calendar` }).click()]);
    t.match(download.suggestedFilename(), /^live-session-[0-9a-f-]{36}\.ics$/);
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
    t.match(
      ics,
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
      'the start as an instant (UTC)',
    );
    t.match(ics, `SUMMARY:${title}`);
    t.notMatch(ics, MEETING, 'the meeting address is not in it');
    await screenshot(buyer, `live-session-listed-${device}`);
    await screenIsSound(t, buyer, buyerProblems);
  });

  t.test(`${device}: from 15 minutes before, Join shows; the buyer joins and reaches the meeting`, async (t) => {
    await moveClock(buyer, startsAt.getTime() - (await shopNow(buyer)) - 10 * MINUTE);
    await reload(buyer, heading(buyer, COURSE.title));
    await buyer.getByRole('tab', { name: 'Live Sessions' }).click();
    const listed = buyer.getByRole('region', { name: 'Scheduled sessions' }).getByRole('listitem').filter({ hasText: title });
    const join = listed.getByRole('link', { name: `Join ${title} (opens in a new tab)` });
    await join.waitFor();
    await screenshot(buyer, `live-session-open-${device}`);
    const [meeting] = await Promise.all([buyer.context().waitForEvent('page'), join.click()]);
    await meeting.getByRole('heading', { name: 'Meeting room' }).waitFor();
    t.equal(meeting.url(), `${MEETING}/${device}`, 'the shop sent the buyer on to the meeting');
    await meeting.close();
    await reload(buyer, heading(buyer, COURSE.title));
    await buyer.getByRole('tab', { name: 'Live Sessions' }).click();
    t.match(await listed.textContent(), /49 seats left/, 'the join took a seat');
    await screenIsSound(t, buyer, buyerProblems);
  });

  t.test(`${device}: after it ends, the admin adds the recording and it becomes a Live Sessions chapter`, async (t) => {
    await moveClock(buyer, 80 * MINUTE);
    const admin = await shop.newPage({ ...viewport, timezoneId: ADMIN_ZONE });
    const problems = pageProblems(admin);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, viewport.width, 'Courses', heading(admin, 'Courses Dashboard'));
    await follow(admin, admin.getByRole('link', { name: `Update ${COURSE.title}` }), heading(admin, 'Update Course'));
    const row = admin.getByRole('region', { name: 'Live sessions' }).getByRole('listitem').filter({ hasText: title });
    await row.waitFor();
    t.match(await row.textContent(), /1 joined of 50 seats/);
    const recording = row.getByRole('form', { name: `Recording of ${title}` });
    await recording.getByLabel('Recording link').fill(`${MEDIA_HOST}/recording-${device}.webm`);
    await recording.getByRole('button', { name: 'Add recording' }).click();
    await admin.getByText('Recording added to the Live Sessions list').first().waitFor();
    await row.getByText('recording added').waitFor();
    await screenshot(admin, `live-session-recorded-${device}`);
    await screenIsSound(t, admin, problems);
    await admin.context().close();

    await reload(buyer, heading(buyer, COURSE.title));
    const chaptersBefore = device === 'phone' ? 1 : 2;
    await buyer.getByRole('tab', { name: 'Live Sessions' }).click();
    const chapters = buyer.getByRole('complementary', { name: 'Course content' }).getByRole('button', { name: /^Chapter \d/ });
    await chapters.nth(chaptersBefore).waitFor();
    t.equal(await chapters.count(), chaptersBefore + 1, 'the recording is the last chapter of the tab');
    const listed = buyer.getByRole('region', { name: 'Scheduled sessions' }).getByRole('listitem').filter({ hasText: title });
    await listed.getByText('Ended: its recording is in the chapters above.').waitFor();
    await screenIsSound(t, buyer, buyerProblems);
  });
}
