import { readFileSync } from 'node:fs';
import semver from 'semver';
import t from 'tap';

// The Node version the shop states (engines, README), ships (Dockerfile) and is tested on (the
// `node` package npm brings) is one, and every installed package accepts it: npm install must not
// warn that a dependency needs a newer Node than the one we say runs the shop.
const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const root = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; cpu?: string[] }>;
};
const pinned = root.devDependencies.node!;
const lowest = semver.minVersion(root.engines.node)!;

t.test('every installed package runs on the lowest Node the shop states', async (t) => {
  const refusing = Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    // Node 24 has no 32-bit x86 build, so npm never installs an optional package for that CPU alone (sharp's for 32-bit Windows).
    .filter(([, pkg]) => !(pkg.optional && pkg.cpu?.length === 1 && pkg.cpu[0] === 'ia32'))
    .flatMap(([path, pkg]) => {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      return range && !semver.satisfies(lowest, range) ? [`${path.replace(/^.*node_modules\//, '')} needs ${range}`] : [];
    });
  t.same(refusing, [], `Node ${lowest.version} (engines ${root.engines.node}) suits them all`);
});

t.test('what is stated, shipped and tested is the same Node', async (t) => {
  t.ok(semver.satisfies(pinned, root.engines.node), `the pinned node ${pinned} is within engines ${root.engines.node}`);
  t.equal(process.version, `v${pinned}`, 'these tests run on the pinned Node');
  t.match(read('Dockerfile'), new RegExp(`FROM node:${pinned.replace(/\./g, '\\.')}\\b`), 'the image is built on it');
  t.match(read('README.md'), new RegExp(`Node ${semver.major(pinned)} LTS`), 'the README names it');
});
