import t from 'tap';
import { refusingSmtpServer } from '../../upstream/test/smtp-server.ts';
import { ADMIN, startShop } from './shop.ts';
import { watchPage } from './screen-watch.ts';
import { until } from '../../shared/test/until.ts';
import { adminSignedIn, fromAdminSidebar, heading, reload, screenIsSound, screenshot, visit } from './steps.ts';

// A mail server that refuses: the contact form's mail waits in the queue, and the admin sees it, and why.
const smtp = await refusingSmtpServer();
t.teardown(() => smtp.close());
const shop = await startShop(t, { SMTP_URL: smtp.url, CONTACT_EMAIL: 'desk@academy.test' });

t.test('a mail the server refused waits in Admin > Jobs, saying why and when it is tried again', async (t) => {
  const guest = await shop.newPage({ width: 1280 });
  await visit(guest, '/contact-us', heading(guest, 'Contact us'));
  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Email').fill('grace@example.com');
  await guest.getByLabel('Message').fill('Is the signals group still open?');
  await guest.getByRole('button', { name: 'Send message' }).click();
  await guest.getByText('Thank you for your message.').waitFor();

  for (const width of [375, 1280]) {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Jobs', heading(page, 'Jobs'));
    const job = page
      .getByRole('list', { name: 'Jobs not done yet' })
      .getByRole('listitem')
      .filter({ hasText: 'Contact form: message from Grace Hopper to desk@academy.test' });
    // The mail is tried again after 5 s, then after twice as long each time: a look that lands while
    // it is being tried reads "Being sent", and the admin looks again, as a person would, by reloading.
    const text = await until(
      'the job between two tries',
      async () => {
        await job.waitFor();
        const now = (await job.textContent()) ?? '';
        if (!now.includes('Being sent')) return now;
        await reload(page, heading(page, 'Jobs'));
        return '';
      },
      { within: 20_000 },
    );
    t.match(text, /To be tried again · mail · tried \d+ of 13 · next /, `at ${width} px: its state, tries and next try`);
    t.match(text, 'Why: ', 'and why it was refused');
    t.equal(await job.getByRole('button', { name: 'Try again' }).count(), 0, 'nothing to try again while it is still being tried');
    await screenshot(page, `admin-jobs-${width}`);
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});
