/**
 * The two files a buyer's copy of a robot gains: LICENSE.txt (the key, the terms, the setup) and
 * MeridianLicence.mqh, an MQL4/MQL5 include whose MeridianLicenceCheck() asks the shop whether the
 * licence is active on this trading account. Every value is printed on one line: control characters
 * and line separators become spaces, so a name can neither start a line of its own nor end an MQL string.
 */
import { ACADEMY_NAME } from '@academy/shared/constants';
import type { ExtraFile } from './personalised-zip.ts';

export interface LicenceInput {
  key: string;
  buyer: { name: string; email: string };
  robot: { slug: string; title: string; version: string };
  /** The licence API's base URL: its verify and activate calls are beneath it. */
  licenceApi: string;
  issuedAt: Date;
}

// Bidirectional overrides too: they make a line read differently from what it holds.
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ');
const mqlString = (value: string) => `"${oneLine(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
// Windows' own editors are what most MetaTrader users open these with.
const lines = (...text: string[]) => new TextEncoder().encode(text.join('\r\n') + '\r\n');

/** The check itself, the same in every copy; the #defines above it make it this buyer's. */
const CHECK = String.raw`
// A value placed inside a JSON string.
string MeridianJsonText(const string value)
  {
   string text = value;
   StringReplace(text, "\\", "\\\\");
   StringReplace(text, "\"", "\\\"");
   return(text);
  }

// POSTs this account's licence check to the licence API's action; the HTTP status, or -1 (answer holds why).
int MeridianLicencePost(const string action, string &answer)
  {
   string body = "{\"key\":\"" + MeridianJsonText(MERIDIAN_LICENCE_KEY)
               + "\",\"account\":\"" + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN))
               + "\",\"server\":\"" + MeridianJsonText(AccountInfoString(ACCOUNT_SERVER))
               + "\",\"robot\":\"" + MeridianJsonText(MERIDIAN_LICENCE_ROBOT) + "\"}";
   char data[];
   char result[];
   string resultHeaders;
   // StringToCharArray counts the closing zero, which is not part of the body.
   ArrayResize(data, StringToCharArray(body, data, 0, WHOLE_ARRAY, CP_UTF8) - 1);
   ResetLastError();
   int status = WebRequest("POST", MERIDIAN_LICENCE_API + "/" + action, "Content-Type: application/json\r\n", 10000, data, result, resultHeaders);
   if(status == -1)
     {
      int error = GetLastError();
      // 4014 in MetaTrader 5, 4060 in MetaTrader 4: the URL is not in the allowed list.
      if(error == 4014 || error == 4060)
         answer = "MetaTrader refused: add " + MERIDIAN_LICENCE_ORIGIN + " in Tools > Options > Expert Advisors > Allow WebRequest for listed URL.";
      else
         answer = "could not reach " + MERIDIAN_LICENCE_API + " (error " + IntegerToString(error) + ").";
      return(-1);
     }
   answer = CharArrayToString(result, 0, WHOLE_ARRAY, CP_UTF8);
   return(status);
  }

// True only when the shop answers that the licence is active on this account; prints why otherwise.
// An account that holds none of the licence's slots yet takes one (activate) while one is free.
bool MeridianLicenceCheck()
  {
   string answer;
   int status = MeridianLicencePost("verify", answer);
   if(status == 200 && StringFind(answer, "\"status\":\"inactive\"") >= 0)
      status = MeridianLicencePost("activate", answer);
   if(status == 200 && StringFind(answer, "\"status\":\"active\"") >= 0)
      return(true);
   Print("Licence of ", MERIDIAN_LICENCE_BUYER, " is not active on account ", AccountInfoInteger(ACCOUNT_LOGIN), " (", AccountInfoString(ACCOUNT_SERVER),
         "): HTTP ", status, " ", StringSubstr(answer, 0, 300));
   return(false);
  }
`;

export function licenceFiles({ key, buyer, robot, licenceApi, issuedAt }: LicenceInput): ExtraFile[] {
  const origin = new URL(licenceApi).origin;
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
    '1. In MetaTrader: Tools > Options > Expert Advisors, tick "Allow WebRequest for listed URL" and add',
    `   ${origin}`,
    '2. Put MeridianLicence.mqh beside the robot\'s source, add #include "MeridianLicence.mqh" to it and',
    '   stop in OnInit() when MeridianLicenceCheck() returns false (return INIT_FAILED); then compile.',
  );
  // The byte order mark makes MetaEditor read the file as UTF-8 (a buyer's name may not be ASCII).
  const include = lines(
    '\ufeff// MeridianLicence.mqh: checks this robot licence with the shop that sold it.',
    `// MetaTrader must allow WebRequest for ${origin} (Tools > Options > Expert Advisors).`,
    `#define MERIDIAN_LICENCE_KEY    ${mqlString(key)}`,
    `#define MERIDIAN_LICENCE_ROBOT  ${mqlString(robot.slug)}`,
    `#define MERIDIAN_LICENCE_API    ${mqlString(licenceApi)}`,
    `#define MERIDIAN_LICENCE_ORIGIN ${mqlString(origin)}`,
    `#define MERIDIAN_LICENCE_BUYER  ${mqlString(buyer.name)}`,
    '',
    ...CHECK.trim().split('\n'),
  );
  return [
    { name: 'LICENSE.txt', data: licence },
    { name: 'MeridianLicence.mqh', data: include },
  ];
}
