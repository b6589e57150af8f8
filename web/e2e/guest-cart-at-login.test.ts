import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { boughtThroughSandbox, follow, heading, loginScreen, openItem, person, screenIsSound, screenshot, signedUpCustomer, visit } from './steps.ts';

const shop = await startShop(t);

for (const width of [375, 1280]) {
  t.test(`at ${width} px a guest cart's items the customer already owns are named as they leave it at login, with nothing failing`, async (t) => {
    const p = person(`owner-${width}`);
    const page = await shop.newPage({ width });
    await signedUpCustomer(page, shop.dataDir, p);
    await boughtThroughSandbox(page, shop.url, { courses: ['forex-foundations'], robots: ['crypto-grid-master-ea'] });
    await page.context().close();

    // Back another day as a guest, the cart filled before logging in.
    const guest = await shop.newPage({ width });
    const watch = watchPage(guest, []);
    for (const [listing, name, title] of [
      ['/forex-trading', 'Forex trading courses', 'Forex Foundations'],
      ['/forex-trading', 'Forex trading courses', 'Forex Price Action Mastery'],
      ['/crypto-robots', 'Crypto robots', 'Crypto Grid Master EA'],
    ] as const) {
      await visit(guest, listing, heading(guest, name));
      await openItem(guest, title);
      await guest.getByRole('button', { name: `Add to cart: ${title}` }).click();
      await guest.getByText('Item added to cart').first().waitFor();
    }
    await guest.getByRole('link', { name: /^Cart, 3 items/ }).waitFor();

    await follow(guest, guest.getByRole('link', { name: 'Login' }), { at: /^\/login/, shows: loginScreen(guest) });
    await guest.getByLabel('Email', { exact: true }).fill(p.email);
    await guest.getByLabel('Password', { exact: true }).fill(p.password);
    await follow(guest, guest.getByRole('button', { name: 'Log in', exact: true }), {
      at: '/crypto-robots/crypto-grid-master-ea',
      shows: guest.getByRole('link', { name: /^Cart, 1 item/ }),
    });
    await guest.getByText('You already own Forex Foundations and Crypto Grid Master EA, so they were taken out of your cart.').waitFor();
    await screenshot(guest, `guest-cart-owned-${width}`, { fullPage: false });
    await follow(guest, guest.getByRole('link', { name: /^Cart, 1 item/ }), heading(guest, 'Your cart'));
    await guest.getByRole('main').getByText('Forex Price Action Mastery').first().waitFor();
    await screenIsSound(t, guest, watch.take());
  });
}
