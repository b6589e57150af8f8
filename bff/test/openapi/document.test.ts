import { readFile } from 'node:fs/promises';
import t from 'tap';
import { openApiText } from '../../src/openapi/document.ts';
import { PROXY_TABLE } from '../../src/proxy/table.ts';

// docs/openapi.json is generated from the declarations (shared/src/endpoints/): a change to one of them lands with the document rewritten.
t.test('the committed OpenAPI document is the one the declarations make', async (t) => {
  const committed = await readFile(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
  const generated = await openApiText();
  t.ok(committed === generated, 'docs/openapi.json is current (run `npm run openapi` when it is not)');
  const paths = Object.values((JSON.parse(generated) as { paths: Record<string, Record<string, unknown>> }).paths);
  t.equal(paths.flatMap((item) => Object.keys(item)).length, PROXY_TABLE.length, 'one operation per row of the proxy table');
});
