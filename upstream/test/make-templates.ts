// tap's `before` step (package.json): the test databases' templates are made once, before the test
// files start in parallel, rather than by the first few files at once (template.ts).
import { templateDatabase, templateDir } from './template.ts';

const server = process.env.TEST_DATABASE_URL;
await Promise.all([templateDir(), ...(server ? [templateDatabase(server, 'seeded'), templateDatabase(server, 'empty')] : [])]);
