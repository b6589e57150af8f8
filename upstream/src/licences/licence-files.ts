/**
 * The two files a buyer's copy of a robot gains: LICENSE.txt (the key, the terms, a trader's setup)
 * and `<robot-slug>.set`, a MetaTrader preset that fills the robot's LicenceKey input. The check itself
 * is compiled into the robot by its author (licence-check-include.ts), so nothing here is source.
 */
import { ACADEMY_NAME } from '@academy/shared/constants';
import type { ExtraFile } from './personalised-zip.ts';
import { lines, oneLine } from './licence-text.ts';

interface LicenceInput {
  key: string;
  buyer: { name: string; email: string };
  robot: { slug: string; title: string; version: string };
  /** The licence API's base URL: MetaTrader must allow WebRequest for its origin. */
  licenceApi: string;
  issuedAt: Date;
}

export function licenceFiles({ key, buyer, robot, licenceApi, issuedAt }: LicenceInput): ExtraFile[] {
  const origin = new URL(licenceApi).origin;
  const preset = `${robot.slug}.set`;
  const licence = lines(
    `${ACADEMY_NAME}: robot licence`,
    '',
    `Licence key: ${oneLine(key)}`,
    `Licensed to: ${oneLine(buyer.name)} <${oneLine(buyer.email)}>`,
    `Robot:       ${oneLine(robot.title)}, version ${oneLine(robot.version)}`,
    `Issued:      ${issuedAt.toISOString().slice(0, 10)}`,
    '',
    'Terms',
    '- A personal licence, bound to the buyer named above.',
    '- It activates on a limited number of trading accounts, each an account number on a broker server;',
    '  see and release them in your dashboard: Dashboard > Robots.',
    '- Updates to this robot are included.',
    '- The robot and this licence may not be resold or shared.',
    '',
    'Setup',
    '1. In MetaTrader: File > Open Data Folder. Copy the robot (.ex5, or .ex4 in MetaTrader 4) into',
    '   MQL5/Experts (MQL4/Experts in MetaTrader 4).',
    `2. Copy ${preset} into MQL5/Presets (MQL4/Presets in MetaTrader 4). It holds your licence key.`,
    '3. Tools > Options > Expert Advisors: tick "Allow WebRequest for listed URL" and add',
    `   ${origin}`,
    '4. Restart MetaTrader, or right-click Expert Advisors in the Navigator and choose Refresh.',
    '5. Drag the robot onto a chart. On its Inputs tab click Load and choose',
    `   ${preset} (or paste your licence key into LicenceKey), then click OK.`,
  );
  // MetaTrader 5 writes presets as UTF-16LE with a byte order mark, MetaTrader 4 as ANSI; both read
  // plain ASCII, and the key is ASCII, so one file serves both.
  const settings = lines(`LicenceKey=${oneLine(key)}`);
  return [
    { name: 'LICENSE.txt', data: licence },
    { name: preset, data: settings },
  ];
}
