import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import t from 'tap';
import ts from 'typescript';
import { AUDIT_ACTION_NAMES } from '@academy/shared/audit';
import { ENDPOINTS } from '@academy/shared/endpoints';
import * as accounts from '@academy/shared/endpoints/accounts';
import * as adminAccounts from '@academy/shared/endpoints/admin-accounts';
import * as adminAudit from '@academy/shared/endpoints/admin-audit';
import * as adminCatalogue from '@academy/shared/endpoints/admin-catalogue';
import * as adminShop from '@academy/shared/endpoints/admin-shop';
import * as cohorts from '@academy/shared/endpoints/cohorts';
import * as liveSessions from '@academy/shared/endpoints/live-sessions';
import * as passkeys from '@academy/shared/endpoints/passkeys';
import * as questions from '@academy/shared/endpoints/questions';
import * as security from '@academy/shared/endpoints/security';
import * as subscriptions from '@academy/shared/endpoints/subscriptions';
import type { Endpoint } from '@academy/shared/endpoints/define';
import { AUDITED_ENDPOINTS, endpointKey } from '../../src/audit/audited-endpoints.ts';
import { API, buildTestUpstream } from '../helper.ts';

/**
 * Every admin write is audited (docs/decisions/085-audit-log.md): each declared endpoint that
 * writes under `admin/` is named in the audit module's registry (upstream/src/audit/audited-endpoints.ts),
 * and its route asks for its context by it (`audited(endpoint, request)`: routes/admin/audited.ts),
 * which is what hands its service the actor and the action to record. An admin write added without
 * either, and not on the list below with why, fails here.
 */
const EXEMPT: Record<string, string> = {
  // Does on demand what its timer does every few minutes: asks the providers what is already true.
  // Each change it makes is in the payment notice log, with reconciliation as its source.
  'POST admin/payments/reconciliation': 'reconciliation',
  // Sends again work a change already promised (a mail, a refund to Paystack): nothing of the shop changes.
  'POST admin/jobs/:id/retry': 'a job retried',
  // A new secret waiting to be confirmed changes nothing of how the admin signs in; its confirmation is the entry.
  'POST admin/security/totp/start': 'a pending authenticator secret',
  // A challenge kept for the passkey's answer changes nothing of the account; the answer is the entry (added, or a second factor passed).
  'POST admin/profile/passkeys/options': 'a passkey challenge',
  'POST admin/login/passkey/options': 'a passkey challenge',
};

/**
 * The upstream's admin writes that are not declared endpoints (decision 074: the BFF answers or
 * forwards them itself), and why none is an entry of its own.
 */
const UNDECLARED: Record<string, string> = {
  // Recorded by accounts.login itself, let in or refused (accounts/admin-sign-ins.ts).
  'POST admin/login': 'a sign-in',
  // The session's own upkeep: nothing of the shop changes.
  'POST admin/refresh': 'a token rotated',
  'POST admin/logout': 'a session ended by its owner',
  // A chunk of a file is nothing until the create or update form that names the file is saved, and that save is audited.
  'POST admin/upload': 'upload chunks',
};

const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const adminWrites = ENDPOINTS.filter((e) => e.path.startsWith('admin/') && isWrite(e.method)).map(endpointKey);
const registry = Object.keys(AUDITED_ENDPOINTS);

// The upstream's routes as it declares them, read before any subtest (shared/test/no-await-between-subtests.test.ts).
const routes: RouteOptions[] = [];
await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });

t.test('every declared admin write is audited or exempt, with why', async (t) => {
  t.ok(adminWrites.length > 30, `${adminWrites.length} admin writes read`);
  t.same(
    adminWrites.filter((key) => !(key in AUDITED_ENDPOINTS) && !(key in EXEMPT)),
    [],
    'name the write in upstream/src/audit/audited-endpoints.ts (and record its entry), or list it here as exempt with why',
  );
  t.same(
    [...registry, ...Object.keys(EXEMPT)].filter((key) => !adminWrites.includes(key)),
    [],
    'the registry and the exempt list name declared admin writes only',
  );
  t.same(
    registry.filter((key) => key in EXEMPT),
    [],
    'nothing is both audited and exempt',
  );
});

t.test('every action of the fixed list is recorded by something', async (t) => {
  const byEndpoints = new Set<string>(Object.values(AUDITED_ENDPOINTS));
  t.same(
    AUDIT_ACTION_NAMES.filter((action) => !byEndpoints.has(action)),
    ['admin.login', 'admin.login_failed', 'user.data_export', 'admin.second_factor_failed'],
    'beside the sign-ins (accounts/admin-sign-ins.ts), the lock after wrong codes (accounts/totp.ts) and a customer’s data export, a read (routes/admin/users/data-requests.ts), each action is an endpoint’s',
  );
});

// ---- The routes ask for their context by the registry's endpoints.

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const tsFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFilesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** Each declared endpoint's export name, as route files import it. */
const declaredNames = new Map<string, string>(
  [accounts, adminAccounts, adminAudit, adminCatalogue, adminShop, cohorts, liveSessions, passkeys, questions, security, subscriptions].flatMap((module) =>
    Object.entries(module).flatMap(([name, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value ? [[name, endpointKey(value as Endpoint)] as const] : [],
    ),
  ),
);

/** The endpoints a file passes to `audited(...)`, by the name it imported each under. */
function auditedIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportSpecifier(node)) imported.set(node.name.text, (node.propertyName ?? node.name).text);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'audited') {
      const [first] = node.arguments;
      const key = first && ts.isIdentifier(first) ? declaredNames.get(imported.get(first.text) ?? first.text) : undefined;
      found.push(key ?? `${relative(SRC, file)}: audited(${first?.getText() ?? ''}) names no declared endpoint`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

t.test("each audited endpoint's route asks for its context by it", async (t) => {
  const asked = tsFilesUnder(join(SRC, 'routes')).flatMap(auditedIn);
  t.same(
    asked.filter((key) => !(key in AUDITED_ENDPOINTS)),
    [],
    'audited() is given registered endpoints only',
  );
  t.same(
    registry.filter((key) => !asked.includes(key)),
    [],
    'every registered endpoint is asked for by a route',
  );
});

// ---- The upstream's admin writes are the declared ones, and those it answers itself.

t.test('the upstream has no admin write beside the declared ones but those listed, with why', async (t) => {
  const served = routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => isWrite(method) && route.url.startsWith(`${API}/admin/`))
      .map((method) => `${method} ${route.url.slice(API.length + 1).replace(/\/$/, '')}`),
  );
  t.same(
    served.filter((key) => !adminWrites.includes(key) && !(key in UNDECLARED)),
    [],
    'an admin write is declared (and so audited or exempt above), or listed as undeclared with why',
  );
  t.same(
    Object.keys(UNDECLARED).filter((key) => !served.includes(key)),
    [],
    'the undeclared list names routes that exist',
  );
});
