/**
 * Debian's Chromium (apt-get install chromium): Playwright's own browser download does not work on these
 * machines. The flags keep it from reaching for the network it does not have.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Native date and month inputs follow the browser's language: show them as a Brazilian would see them.
  '--lang=pt-BR',
];
