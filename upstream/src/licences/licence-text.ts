/**
 * Text for the licence files MetaTrader users open. Every value is printed on one line: control
 * characters and line separators become spaces, so a name can neither start a line of its own nor
 * end an MQL string.
 */

// Bidirectional overrides too: they make a line read differently from what it holds.
export const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ');
export const mqlString = (value: string) => `"${oneLine(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
// Windows' own editors are what most MetaTrader users open these with.
export const lines = (...text: string[]) => new TextEncoder().encode(text.join('\r\n') + '\r\n');

/** The licence API's base URL: its verify and activate calls are beneath it. */
export const licenceApiUrl = (config: { PUBLIC_URL: string; PRODUCT: string }) => `${config.PUBLIC_URL}/api/${config.PRODUCT}/licences`;
