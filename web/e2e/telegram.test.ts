import t from 'tap';
import { WIRE } from '@academy/shared/constants';
import { ADMIN, startShop } from './shop.ts';
import { adminDashboard, adminSignedIn, follow, fromAdminSidebar, heading, home, person, reload, signedUpCustomer, visit } from './steps.ts';

// The shop as `npm start` runs it: no bot and no group link configured.
const shop = await startShop(t);
const NOT_FOR_SALE = 'The Telegram group is not for sale: set its invite link under Telegram, or configure a bot (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID).';

t.test('with nothing configured the group is not for sale, and the admin is told what to set', async (t) => {
  const guest = await shop.newPage({ width: 375 });
  await visit(guest, '/', home(guest));
  await guest.getByRole('button', { name: 'Open menu' }).click();
  await follow(guest, guest.getByRole('link', { name: 'Signals' }).first(), heading(guest, 'Trading signals'));
  await guest.getByText(WIRE.telegramUnavailable).waitFor();
  t.equal(await guest.getByRole('link', { name: 'Join the group' }).count(), 0, 'no way to pay for it');

  const admin = await shop.newPage();
  await adminSignedIn(admin, ADMIN);
  await admin.getByText(NOT_FOR_SALE).waitFor();
  await follow(admin, admin.getByRole('link', { name: 'Set the invite link' }), { at: '/admin/telegram-price', shows: heading(admin, 'Set Telegram Price') });
  await admin.getByRole('textbox', { name: 'Invite link' }).fill('https://example.com/not-telegram');
  await admin.getByRole('button', { name: 'Save link' }).click();
  await admin.getByText('Enter a Telegram invite link, like https://t.me/+AbCdEf123').waitFor();
  await admin.getByRole('textbox', { name: 'Invite link' }).fill('https://t.me/+JoinMeridian');
  await admin.getByRole('button', { name: 'Save link' }).click();
  await admin.getByText('Telegram invite link saved').waitFor();
  await admin.getByText('Paid members get the group’s invite link below.').waitFor();
  await fromAdminSidebar(admin, 1280, 'Dashboard', adminDashboard(admin));
  await admin.getByRole('table').waitFor();
  t.equal(await admin.getByText(NOT_FOR_SALE).count(), 0, 'the notice is gone once the link is set');

  await reload(guest, heading(guest, 'Trading signals'));
  await guest.getByRole('link', { name: 'Join the group' }).waitFor();
});

t.test('a refusal from the server reaches the customer as written', async (t) => {
  const page = await shop.newPage();
  await signedUpCustomer(page, shop.dataDir, person('refused'));
  await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
  await follow(page, page.getByRole('link', { name: 'Join the group' }), heading(page, 'Join Telegram Group'));
  await page.getByRole('button', { name: 'Pay with Crypto' }).waitFor();

  // Meanwhile the admin takes the group off sale.
  const admin = await shop.newPage();
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, 1280, 'Telegram', heading(admin, 'Set Telegram Price'));
  await admin.getByRole('textbox', { name: 'Invite link' }).fill('');
  await admin.getByRole('button', { name: 'Save link' }).click();
  await admin.getByText('Telegram invite link saved').waitFor();

  await page.getByRole('button', { name: 'Pay with Crypto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Failed to initialize payment' });
  await dialog.getByText(WIRE.telegramUnavailable).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  t.equal(new URL(page.url()).pathname, '/checkout', 'nothing was started');
  await page.getByText(WIRE.telegramUnavailable).waitFor();
  t.equal(await page.getByRole('button', { name: 'Pay with Crypto' }).count(), 0, 'the page now says the group is closed');
});
