import t from 'tap';
import { createRobotRequest } from '../src/admin-catalogue.ts';
import { telegramPriceRequest } from '../src/telegram.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

t.test('a price form says what is wrong with the price: missing, or not more than $0, or over the range', async (t) => {
  const group = (usd: unknown) => messageOf(telegramPriceRequest.safeParse({ usd }));
  t.equal(group(''), 'A price is required', 'an empty field');
  t.equal(group(undefined), 'A price is required');
  t.equal(group('abc'), 'A price is required', 'not a number');
  t.equal(group('-5'), 'The price must be more than $0', 'a negative price is not a missing one');
  t.equal(group('0'), 'The price must be more than $0');
  t.equal(group('100001'), 'The price can be at most $100,000');
  t.equal(group('25'), null, 'a price');
  t.equal(telegramPriceRequest.parse({ usd: '12.5' }).usd, 12.5);

  const robotPrice = (usd: unknown) => createRobotRequest.safeParse({ usd }).error?.issues.find((i) => i.path[0] === 'usd')?.message ?? null;
  t.equal(robotPrice(''), 'Price(USD) is required', "the create forms' own words when missing");
  t.equal(robotPrice('-5'), 'The price must be more than $0');
});
