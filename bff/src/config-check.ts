import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { maskedConfig } from '@academy/shared/server/masked-config';
import { loadConfigs } from './load-configs.ts';

/**
 * `npm run config:check`: the settings `npm start` would run with, as it reads them (.env, then the
 * environment, then the defaults), secrets hidden; every problem at once and exit 1 when wrong.
 */
const dotEnv = fileURLToPath(new URL('../../.env', import.meta.url));
// As scripts/start.mjs reads it: the environment wins over .env.
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
const [bff, upstream] = await loadConfigs();
const block = (title: string, config: object) => `# ${title}\n${maskedConfig(config).join('\n')}\n`;
process.stdout.write(block('The BFF', bff));
process.stdout.write(upstream ? `\n${block('The built-in upstream', upstream)}` : `\n# The upstream: at ${bff.UPSTREAM_URL?.join(', ')}; check it there\n`);
