import * as accounts from './accounts.ts';
import * as adminAccounts from './admin-accounts.ts';
import * as adminAudit from './admin-audit.ts';
import * as adminCatalogue from './admin-catalogue.ts';
import * as adminShop from './admin-shop.ts';
import * as cart from './cart.ts';
import * as catalogue from './catalogue.ts';
import * as cohorts from './cohorts.ts';
import type { Endpoint } from './define.ts';
import * as learning from './learning.ts';
import * as licences from './licences.ts';
import * as liveSessions from './live-sessions.ts';
import * as payments from './payments.ts';
import * as questions from './questions.ts';
import { customerPasskeys, passkeySignInOptions, staffPasskeyOptions, staffPasskeyProof, staffPasskeys } from './passkeys.ts';
import { courseReviews, robotReviews } from './reviews.ts';
import { customerSecurity, secondFactorPolicy, staffSecurity } from './security.ts';
import * as subscriptions from './subscriptions.ts';
import * as telegram from './telegram.ts';

/** Every endpoint the BFF proxies, by feature: the BFF's table names each one (bff/src/proxy/table.ts). */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(accounts),
  ...Object.values(catalogue),
  ...Object.values(courseReviews),
  ...Object.values(robotReviews),
  ...Object.values(cart),
  ...Object.values(learning),
  ...Object.values(licences),
  ...Object.values(liveSessions),
  ...Object.values(cohorts),
  ...Object.values(questions),
  ...Object.values(payments),
  ...Object.values(telegram),
  ...Object.values(subscriptions),
  ...Object.values(customerPasskeys),
  ...Object.values(staffPasskeys),
  passkeySignInOptions,
  staffPasskeyOptions,
  staffPasskeyProof,
  ...Object.values(customerSecurity),
  ...Object.values(staffSecurity),
  secondFactorPolicy,
  ...Object.values(adminAccounts),
  ...Object.values(adminCatalogue),
  ...Object.values(adminShop),
  ...Object.values(adminAudit),
];
