// Makes the test databases' templates (template.ts) before tap starts the test files in parallel,
// rather than by the first few files at once. A step of its own, not tap's `before`: tap measures a
// `before` script's coverage and fails the run on it.
import { templateDatabase, templateDir } from './template.ts';

const server = process.env.TEST_DATABASE_URL;
await Promise.all([templateDir(), ...(server ? [templateDatabase(server, 'seeded'), templateDatabase(server, 'empty')] : [])]);
