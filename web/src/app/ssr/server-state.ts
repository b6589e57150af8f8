import type { ServerData } from './server-data.tsx';

/** What a server-rendered page hands the browser: the reads it was rendered with, where the shop is published, and in which country's prices. */
interface ServerState {
  data: ServerData;
  origin: string;
  /** The country whose prices the page was rendered in. */
  country: string;
}

export const SERVER_STATE_ID = 'server-state';

/** A JSON data block (never run, so the CSP's script-src does not apply); `<` escaped so no text can end the element. */
export const serverStateScript = (state: ServerState) =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}
