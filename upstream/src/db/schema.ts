import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATALOGUE_STATUSES, type RobotContents } from '@academy/shared/catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  address: text('address').notNull().default(''),
  role: text('role', { enum: ['customer', 'admin', 'super_admin'] })
    .notNull()
    .default('customer'),
  // As userStatus (shared/user.ts): only an admin is ever deactivated.
  status: text('status', { enum: ['active', 'inactive', 'banned', 'deactivated'] })
    .notNull()
    .default('inactive'),
  verifiedEmail: boolean('verified_email').notNull().default(false),
  hasUserPaid: boolean('has_user_paid').notNull().default(false),
  joinedTelegram: boolean('joined_telegram').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One login = one family; every refresh token it rotates into belongs to it. Revoking it ends the session. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ['customer', 'admin'] }).notNull(),
    /** The User-Agent the login came with (cut to 512 characters), shown to the owner as a device. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The token this one rotated into, encrypted; answers a reuse inside the grace window. */
    successor: text('successor'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use links mailed to users: email verification, password reset, admin invitation. */
export const emailTokens = pgTable('email_tokens', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset', 'invite'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Admin settings: `ngn_per_usd` (display rate) and the Telegram group's USD price. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each list entry is an uploaded file name (served from media/) or an external https URL. */
export type VideoList = string[];

/** Existing rows were all for sale, hence the default. */
const catalogueStatus = () => text('status', { enum: CATALOGUE_STATUSES }).notNull().default('published');

export const courses = pgTable(
  'courses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    /** The course type: forex-trading, crypto-trading, stock-trading, commodities-trading. */
    category: text('category').notNull(),
    image: text('image').notNull(),
    /** The widths the cover's AVIF and WebP variants were made in; null without variants (older rows, an unreadable image). */
    imageWidths: jsonb('image_widths').$type<number[]>(),
    /** Prices are held in USD cents; the NGN display price is computed from the rate. */
    usdCents: integer('usd_cents').notNull(),
    courseVideos: jsonb('course_videos').$type<VideoList>().notNull().default([]),
    liveSessionVideos: jsonb('live_session_videos').$type<VideoList>().notNull().default([]),
    quizVideos: jsonb('quiz_videos').$type<VideoList>().notNull().default([]),
    /** Entries of the lists (file names or links) anyone may play before buying: free preview chapters. */
    previewEntries: jsonb('preview_entries').$type<string[]>().notNull().default([]),
    /** Seconds of each uploaded entry, read from the file when it is listed; links have none (unknown). */
    durations: jsonb('durations').$type<Record<string, number>>().notNull().default({}),
    /** Counts the saves of the update form: a save names the revision it was read at, and is refused once another came first. */
    revision: integer('revision').notNull().default(0),
    /** Only a published course is listed and sold; a draft or retired one is its buyers' alone (docs/decisions/070-catalogue-status.md). */
    status: catalogueStatus(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The listings' order (ORDER BY created_at DESC, slug), with and without a category filter.
    index('courses_listing_idx').on(t.createdAt.desc().nullsFirst(), t.slug),
    index('courses_category_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.slug),
  ],
);

export const robots = pgTable(
  'robots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    /** The robot type: forex-robot, commodities-robot, crypto-robot. */
    category: text('category').notNull(),
    image: text('image').notNull(),
    /** The widths the cover's AVIF and WebP variants were made in; null without variants (older rows, an unreadable image). */
    imageWidths: jsonb('image_widths').$type<number[]>(),
    zip: text('zip').notNull(),
    /** Read from the zip when it is uploaded or seeded; null when it could not be read as a zip. */
    zipContents: jsonb('zip_contents').$type<RobotContents>(),
    /** The latest version's number; `zip` is that version's file (robot_versions keeps every one). */
    version: text('version').notNull().default('1.0'),
    /** How many trading accounts a buyer's licence runs on, unless the licence has its own limit. */
    activationLimit: integer('activation_limit').notNull().default(5),
    usdCents: integer('usd_cents').notNull(),
    /** Counts the saves of the update form (not the software's `version`): a stale save is refused. */
    revision: integer('revision').notNull().default(0),
    /** As a course's: only a published robot is listed and sold. */
    status: catalogueStatus(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('robots_listing_idx').on(t.createdAt.desc().nullsFirst(), t.slug),
    index('robots_category_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.slug),
  ],
);

export const itemType = () => text('item_type', { enum: ['course', 'robot'] }).notNull();

/** What a customer owns: once per item. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchases_user_item_idx').on(t.userId, t.itemType, t.itemId)],
);

/**
 * A buyer's rating of a course or robot: one per item, edited in place. The public sees it only
 * while the reviewer still owns the item (a refund takes it off the page) and no admin hid it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reviews_user_item_idx').on(t.userId, t.itemType, t.itemId), index('reviews_item_idx').on(t.itemType, t.itemId, t.createdAt.desc())],
);

/** The server cart: an item once per slug. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export interface OrderItem {
  type: 'course' | 'robot';
  id: string;
  slug: string;
  title: string;
  /** The list price. */
  usdCents: number;
  /** The coupon's share of this item, so a refund of some items gives back what was paid for them. */
  discountUsdCents?: number;
  /** Already the customer's through another order when this one was paid: its money is to be given back. */
  duplicate?: boolean;
}

/** One checkout: what was bought at which server price, and how it is being paid. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cart', 'telegram'] }).notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    provider: text('provider').notNull(),
    invoiceId: text('invoice_id'),
    invoiceUrl: text('invoice_url'),
    status: text('status', { enum: ['pending', 'paid', 'partially_paid', 'failed', 'cancelled', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The provider's last word on the payment (waiting, confirming, confirmed, sending, finished, ...). */
    providerStatus: text('provider_status'),
    /** The provider's payment id once the customer has paid something: what reconciliation asks about. */
    paymentId: text('payment_id'),
    /** When the invoice stops taking payments; an order still pending then expires with it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When reconciliation last asked the provider about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the payment brought in, in USD cents, as its notices valued it: short (partially paid) or over. */
    receivedUsdCents: integer('received_usd_cents'),
    /** The coupon's discount, already taken off amount_usd_cents. */
    discountUsdCents: integer('discount_usd_cents').notNull().default(0),
    couponId: uuid('coupon_id'),
    /** Paid for what the customer already had (the group, or the items marked `duplicate`): to give back. */
    duplicateUsdCents: integer('duplicate_usd_cents').notNull().default(0),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_invoice_idx').on(t.provider, t.invoiceId),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'partially_paid')`),
  ],
);

/**
 * Every word from the provider, kept: each notice (signed or not) and each answer reconciliation got,
 * with what it changed. Replays are logged too; the order's state is what makes them change nothing.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    source: text('source', { enum: ['notice', 'reconciliation'] })
      .notNull()
      .default('notice'),
    signatureValid: boolean('signature_valid').notNull().default(true),
    paymentId: text('payment_id'),
    status: text('status'),
    orderId: uuid('order_id'),
    body: jsonb('body').notNull(),
    /** credited, recorded, duplicate, ignored or rejected. */
    outcome: text('outcome').notNull().default('recorded'),
    /** What it changed, in words: "pending → partially_paid", "credited", "nothing". */
    change: text('change').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notices_received_idx').on(t.receivedAt.desc()), index('payment_notices_order_idx').on(t.orderId)],
);

/** The revenue record (docs/requirements.md#data): one payment per paid order, and one negative entry per refund. */
export const revenues = pgTable(
  'revenues',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['payment', 'refund'] })
      .notNull()
      .default('payment'),
    refundId: uuid('refund_id'),
    /** Negative for a refund, so a sum is the net. */
    amountUsdCents: integer('amount_usd_cents').notNull(),
    /** A payment's coupon discount (already out of the amount). */
    discountUsdCents: integer('discount_usd_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    authorizationCode: text('authorization_code'),
    /** The card's bank (a card payment); null for crypto, whose coin is `paidIn`. */
    bank: text('bank'),
    /** The coin and network a crypto payment came in (NOWPayments' pay_currency, e.g. usdttrc20). */
    paidIn: text('paid_in'),
    paymentId: text('payment_id').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('revenues_paid_idx').on(t.paidAt),
    uniqueIndex('revenues_payment_once_idx')
      .on(t.orderId)
      .where(sql`kind = 'payment'`),
  ],
);

/** An admin's refund of some or all of a paid order's items; the money goes back outside the shop, as `method` records. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    reason: text('reason').notNull(),
    /** How the money went back (the coin, the address or the transaction). */
    method: text('method').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** A discount code: percent or fixed USD off, optionally for some items or categories only. */
export const coupons = pgTable('coupons', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Upper case; customers may type it in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent (1-100) or USD cents. */
  amount: integer('amount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Uses in all; null is no limit. */
  maxUses: integer('max_uses'),
  /** Uses per customer; null is no limit. */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** Limited to these items ({type, id}) and categories; both empty is the whole shop. */
  items: jsonb('items').$type<{ type: 'course' | 'robot'; id: string }[]>().notNull().default([]),
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A coupon taken by an order; it counts against the limits while the order is open or paid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountUsdCents: integer('discount_usd_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);

/** Who is in the paid group, as the bot saw them join: the Telegram user behind a customer. */
export const telegramMembers = pgTable(
  'telegram_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    telegramUserId: text('telegram_user_id').notNull(),
    status: text('status', { enum: ['member', 'left', 'removed'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_members_telegram_idx').on(t.telegramUserId)],
);

/** The last single-use Telegram invite made for a customer, reused until it expires. */
export const telegramInvites = pgTable('telegram_invites', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  link: text('link').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Where a customer is in each video of a course, so the player resumes and marks chapters done. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['course', 'live_session', 'quiz'] }).notNull(),
    // The chapter itself (its file or link, as the list holds it), not its place: an admin's reorder
    // or removal leaves each chapter's progress with it.
    entry: text('entry').notNull(),
    seconds: integer('seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.list, t.entry] })],
);

/** Every version of a robot an admin published, with its changelog; buyers always get the latest. */
export const robotVersions = pgTable(
  'robot_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    robotId: uuid('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    changelog: text('changelog').notNull(),
    zip: text('zip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('robot_versions_robot_version_idx').on(t.robotId, t.version)],
);

/** A robot purchase's licence: its key, bound to the buyer. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull().unique(),
    /** Null once the purchase was refunded: the licence stays, revoked, so the robot hears why. */
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    robotId: uuid('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    /** An admin's limit for this licence alone; null follows the robot's. */
    activationLimit: integer('activation_limit'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('licences_user_idx').on(t.userId), index('licences_robot_idx').on(t.robotId, t.createdAt.desc())],
);

/** A trading account (number and broker server) a licence runs on: one slot each. */
export const licenceActivations = pgTable(
  'licence_activations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    server: text('server').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licence_activations_account_idx').on(t.licenceId, t.account, t.server)],
);

/** Every download of a licensed robot: when, which version, and by what client. */
export const robotDownloads = pgTable(
  'robot_downloads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('robot_downloads_licence_idx').on(t.licenceId, t.createdAt.desc())],
);

/** One question of a quiz set: single or multiple choice; `correct` holds the right options' indexes. */
export interface QuizQuestion {
  id: string;
  text: string;
  kind: 'single' | 'multiple';
  options: string[];
  correct: number[];
  explanation: string;
}

/** A scored quiz of a course (besides its quiz videos): questions, and the score that passes it. */
export const quizSets = pgTable(
  'quiz_sets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The percent of questions right that passes (1-100). */
    passPercent: integer('pass_percent').notNull(),
    questions: jsonb('questions').$type<QuizQuestion[]>().notNull().default([]),
    /** Order in the Quizzes tab. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_sets_course_idx').on(t.courseId, t.position)],
);

/** One learner's go at a quiz set: what they chose per question and how it scored. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    /** Per question (by its id), the option indexes chosen. */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_set_idx').on(t.userId, t.setId, t.createdAt.desc())],
);

/**
 * A course completed: every chapter complete and every quiz set passed. The id is the public number
 * the verification page `/certificates/{id}` checks; name and title are kept as they were on the day.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the course was refunded: the page then says the certificate is no longer valid. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certificates_user_course_idx').on(t.userId, t.courseId)],
);

/**
 * Which upload is being assembled: the instance whose insert lands assembles it; every other
 * instance that also saw the last chunk arrive leaves it. Removed when assembled, or after a day.
 */
export const uploadClaims = pgTable('upload_claims', {
  uploadId: text('upload_id').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
