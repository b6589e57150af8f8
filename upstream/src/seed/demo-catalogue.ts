import { createHash } from 'node:crypto';
import type { CourseType, RobotType } from '@academy/shared/catalogue';

/** The demo catalogue's words: enough items per category that every listing pages. */
const COURSE_TOPICS = [
  ['Foundations', "the market's vocabulary, order types, sessions and how a trade is built from entry to exit"],
  ['Price Action Mastery', 'reading candles, support and resistance and market structure without cluttered indicators'],
  ['Risk Management Blueprint', 'position sizing, stop placement and the maths that keeps an account alive through losing streaks'],
  ['Swing Trading Playbook', 'holding trades for days, planning around higher time frames and managing open positions calmly'],
  ['Scalping Intensive', 'fast intraday setups, execution discipline and the costs that decide whether scalping pays'],
  ['Technical Analysis Toolkit', 'trend lines, moving averages, RSI, MACD and Fibonacci used together, not in isolation'],
  ['Trading Psychology', 'the habits that remove greed and fear: journaling, rules, routines and reviewing your own trades'],
  ['Fundamental Analysis', 'economic calendars, earnings, supply and demand, and how news moves prices'],
  ['Algorithmic Strategies', 'turning a written strategy into rules a computer can test and an expert advisor can run'],
  ['Advanced Chart Patterns', 'flags, wedges, head and shoulders and harmonic patterns with measured targets'],
  ['Market Structure Deep Dive', 'liquidity, order blocks and how large participants leave footprints on the chart'],
  ['News Trading Essentials', 'trading high-impact releases safely, or standing aside when the spread widens'],
  ['Trend Following System', 'riding long moves with trailing stops and pyramiding, and accepting small losses'],
  ['Backtesting Bootcamp', 'testing ideas on history, avoiding curve fitting, and forward testing before going live'],
] as const;

const COURSE_MARKETS: Record<CourseType, string> = {
  'forex-trading': 'Forex',
  'crypto-trading': 'Crypto',
  'stock-trading': 'Stock',
  'commodities-trading': 'Commodities',
};

const ROBOT_NAMES = [
  ['Trend Rider', 'follows confirmed trends on H1 and H4 with an ATR trailing stop'],
  ['Grid Master', 'places a measured grid in ranging markets with a hard equity stop'],
  ['Scalper Pro', 'takes short momentum bursts during liquid sessions with tight risk'],
  ['Breakout Hunter', 'trades session-range breakouts and skips false starts with a volume filter'],
  ['Mean Reversion', 'fades stretched moves back to the mean with Bollinger and RSI confluence'],
  ['Momentum Pulse', 'enters on accelerating momentum and scales out at fixed reward multiples'],
  ['Hedge Guardian', 'protects open exposure with automatic hedges when drawdown limits are near'],
  ['News Shield', 'pauses trading around high-impact news and resumes when spreads normalise'],
  ['Night Owl', 'scalps the quiet Asian session on low-spread pairs with strict time exits'],
  ['Range Sniper', 'buys support and sells resistance inside well-defined ranges'],
  ['Volatility Tamer', 'sizes every trade by current volatility so risk stays constant'],
  ['Smart DCA', 'averages in on planned levels with a capped number of entries'],
  ['Fibonacci Pilot', 'trades pullbacks to key Fibonacci levels in the direction of the trend'],
  ['Session Breaker', 'trades the London and New York opens with predefined risk per trade'],
] as const;

const ROBOT_MARKETS: Record<RobotType, string> = {
  'forex-robot': 'Forex',
  'commodities-robot': 'Gold & Oil',
  'crypto-robot': 'Crypto',
};

const AUTHORS = ['Meridian Research Desk', 'Adaeze Okafor', 'Daniel Mensah', 'Tunde Balogun'];
const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface DemoCourse {
  slug: string;
  title: string;
  description: string;
  author: string;
  category: CourseType;
  usdCents: number;
  /** Each list in play order: demo clips (files under seed/media) and, for some, a linked video. */
  videos: { course: string[]; live: string[]; quiz: string[] };
}

export interface DemoRobot {
  slug: string;
  title: string;
  name: string;
  description: string;
  author: string;
  category: RobotType;
  usdCents: number;
  /** The `#property version` its expert advisor's source declares. */
  version: string;
}

/**
 * A clip as a demo course lists and stores it: under a name of the course's own, as an upload gets one
 * (eight hex characters first, which a chapter's title leaves out: storage/urls.ts), so buying one
 * course plays that course's media and no other's.
 */
export const courseClip = (slug: string, clip: string) => `${createHash('sha256').update(slug).digest('hex').slice(0, 8)}-${clip}`;
/** The seed/media clip a demo course's stored file copies. */
export const clipSource = (stored: string) => stored.slice(9);
// A hosted video (a link a course lists rather than an upload: shared/src/video-links.ts), here
// the example vidstack's own documentation plays from Vimeo.
const LINKED_VIDEO = 'https://vimeo.com/640499893';

/** Every course has three lessons, a live session and a quiz; a few show the other kinds of video a course may hold. */
function demoVideos(slug: string, topic: string, last: boolean): DemoCourse['videos'] {
  const clip = (name: string) => courseClip(slug, name);
  return {
    // An audio lesson between the videos.
    course: [clip('lesson-1.webm'), clip(topic === 'Trading Psychology' ? 'audio-lesson-1.oga' : 'lesson-2.webm'), clip('lesson-3.webm')],
    // A recorded live session hosted elsewhere after the uploaded one.
    live: topic === 'Swing Trading Playbook' ? [clip('live-session-1.webm'), LINKED_VIDEO] : [clip('live-session-1.webm')],
    // The last course of a category has no quizzes yet.
    quiz: last ? [] : [clip('quiz-1.webm')],
  };
}

export function demoCourses(): DemoCourse[] {
  return Object.entries(COURSE_MARKETS).flatMap(([category, market], c) =>
    COURSE_TOPICS.map(([topic, about], i) => ({
      slug: slugOf(`${market} ${topic}`),
      title: `${market} ${topic}`,
      description: `A practical ${market.toLowerCase()} course on ${about}. Each lesson is short, shows real charts, and ends with an exercise you can apply on a demo account the same day. Live sessions review members' trades, and quizzes check that the ideas stuck before you risk money.`,
      author: AUTHORS[(i + c) % AUTHORS.length]!,
      category: category as CourseType,
      usdCents: (49 + ((i * 37 + c * 23) % 250)) * 100,
      videos: demoVideos(slugOf(`${market} ${topic}`), topic, i === COURSE_TOPICS.length - 1),
    })),
  );
}

export function demoRobots(): DemoRobot[] {
  return Object.entries(ROBOT_MARKETS).flatMap(([category, market], c) =>
    ROBOT_NAMES.map(([name, about], i) => ({
      slug: slugOf(`${market} ${name} EA`),
      title: `${market} ${name} EA`,
      name: `${name} EA`,
      description: `${name} EA ${about}. Built for MetaTrader 4 and 5 on ${market.toLowerCase()} markets, it ships with a tested preset, a setup guide and video walkthroughs. Every parameter is explained, default risk is 1% per trade, and the robot never trades without a stop loss. Results vary with broker, spread and settings: test it on a demo account first and follow the instructions in the detail file and videos before going live.`,
      author: AUTHORS[(i + c + 1) % AUTHORS.length]!,
      category: category as RobotType,
      usdCents: (99 + ((i * 53 + c * 31) % 400)) * 100 + 99 - 100,
      version: `${1 + (c % 2)}.${String(i * 7).padStart(2, '0')}`,
    })),
  );
}
