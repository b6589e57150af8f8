import { writeFile } from 'node:fs/promises';
import { openApiText } from './document.ts';

// `npm run openapi`: rewrites docs/openapi.json from the declarations (bff/test/openapi/document.test.ts fails until it is).
await writeFile(new URL('../../../docs/openapi.json', import.meta.url), await openApiText());
