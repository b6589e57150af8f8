/**
 * MeridianLicence.mqh, for a robot's author: compiled once into the robot, it adds a LicenceKey input
 * (the buyer enters theirs, or loads the preset their download holds) and MeridianLicenceCheck(), which
 * asks the shop whether that key is active on this trading account. Only the shop's licence API and the
 * robot's slug are compiled in, so the compiled robot is the same for every buyer and holds no key.
 */
import { lines, mqlString } from './licence-text.ts';

interface IncludeInput {
  robotSlug: string;
  /** The licence API's base URL: its verify and activate calls are beneath it. */
  licenceApi: string;
}

/** The check itself, the same for every robot; the #defines above it make it this robot's. */
const CHECK = String.raw`
input string LicenceKey = ""; // Licence key, from your LICENSE.txt or the preset in your download

// A value placed inside a JSON string.
string MeridianJsonText(const string value)
  {
   string text = value;
   StringReplace(text, "\\", "\\\\");
   StringReplace(text, "\"", "\\\"");
   return(text);
  }

// The account's kind, as the shop's demo trials ask: demo, contest or real.
string MeridianTradeMode()
  {
   long mode = AccountInfoInteger(ACCOUNT_TRADE_MODE);
   if(mode == ACCOUNT_TRADE_MODE_DEMO)
      return("demo");
   if(mode == ACCOUNT_TRADE_MODE_CONTEST)
      return("contest");
   return("real");
  }

// When a rented or trial licence ends (UTC), from the last answer; 0: it does not end.
datetime MeridianLicenceEnds = 0;

// Reads "licence_expires_at":"2026-12-27T20:00:00.000Z" from an answer; 0 for null.
datetime MeridianLicenceEndOf(const string answer)
  {
   string field = "\"licence_expires_at\":\"";
   int at = StringFind(answer, field);
   if(at < 0)
      return(0);
   string iso = StringSubstr(answer, at + StringLen(field), 19);
   StringReplace(iso, "-", ".");
   StringReplace(iso, "T", " ");
   return(StringToTime(iso));
  }

// For OnTick(): false once a rented or trial licence has ended, so the robot stops trading then.
bool MeridianLicenceRunning()
  {
   return(MeridianLicenceEnds == 0 || TimeGMT() < MeridianLicenceEnds);
  }

// POSTs this account's licence check to the licence API's action; the HTTP status, or -1 (answer holds why).
int MeridianLicencePost(const string action, string &answer)
  {
   string body = "{\"key\":\"" + MeridianJsonText(LicenceKey)
               + "\",\"account\":\"" + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN))
               + "\",\"server\":\"" + MeridianJsonText(AccountInfoString(ACCOUNT_SERVER))
               + "\",\"robot\":\"" + MeridianJsonText(MERIDIAN_LICENCE_ROBOT)
               + "\",\"trade_mode\":\"" + MeridianTradeMode() + "\"}";
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
   if(LicenceKey == "")
     {
      Print("No licence key: load the preset from your download on the Inputs tab, or paste your key into LicenceKey.");
      return(false);
     }
   string answer;
   int status = MeridianLicencePost("verify", answer);
   if(status == 200 && StringFind(answer, "\"status\":\"inactive\"") >= 0)
      status = MeridianLicencePost("activate", answer);
   if(status == 200 && StringFind(answer, "\"status\":\"active\"") >= 0)
     {
      MeridianLicenceEnds = MeridianLicenceEndOf(answer);
      return(true);
     }
   Print("The licence key is not active on account ", AccountInfoInteger(ACCOUNT_LOGIN), " (", AccountInfoString(ACCOUNT_SERVER),
         "): HTTP ", status, " ", StringSubstr(answer, 0, 300));
   return(false);
  }
`;

export function licenceCheckInclude({ robotSlug, licenceApi }: IncludeInput): Uint8Array {
  const origin = new URL(licenceApi).origin;
  // The byte order mark makes MetaEditor read the file as UTF-8.
  return lines(
    "\ufeff// MeridianLicence.mqh: checks the buyer's licence key with the shop that sold this robot.",
    "// Include it in the robot's source, stop in OnInit() when MeridianLicenceCheck() returns false",
    '// (return INIT_FAILED), trade in OnTick() only while MeridianLicenceRunning() (a rental or a trial',
    '// ends), compile, and upload the compiled robot.',
    `#define MERIDIAN_LICENCE_ROBOT  ${mqlString(robotSlug)}`,
    `#define MERIDIAN_LICENCE_API    ${mqlString(licenceApi)}`,
    `#define MERIDIAN_LICENCE_ORIGIN ${mqlString(origin)}`,
    '',
    ...CHECK.trim().split('\n'),
  );
}
