import t from 'tap';
import { sameOriginPath } from '../src/next-path.ts';

t.test('a path of the shop is kept, with its query and fragment', async (t) => {
  for (const path of ['/checkout', '/dashboard/course/forex-foundations?chapter=2', '/courses#top', '/search?q=a%20b'])
    t.equal(sameOriginPath(path), path, path);
});

t.test('anything that could leave the shop is refused', async (t) => {
  for (const trick of [
    null,
    '',
    'checkout',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/%09/evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    '/%E0%A4%A',
  ])
    t.equal(sameOriginPath(trick), null, JSON.stringify(trick));
});
