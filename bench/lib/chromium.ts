import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';

/** Debian's Chromium unless CHROME_PATH names another (STACK.md). */
export function chromePath(): string {
  const path = process.env['CHROME_PATH'] || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  return path;
}

/** STACK.md's flags: without the networking ones Chromium floods the closed network. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Every Chromium this process started and has not stopped yet (for Ctrl-C). */
export const runningChromiums = new Set<LaunchedChrome>();

async function stopChromium(chrome: LaunchedChrome): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('close', () => resolve());
  });
  chrome.kill();
  runningChromiums.delete(chrome);
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** Stops every Chromium still running (by its process group, as chrome-launcher started it). */
export async function stopAllChromiums(): Promise<void> {
  await Promise.all([...runningChromiums].map(stopChromium));
}

/**
 * Runs `work` against a fresh headless Chromium (chrome-launcher, Lighthouse's own launcher) and
 * always stops that Chromium afterwards (chrome-launcher kills it by its process group id).
 */
export async function withChromium<T>(work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  runningChromiums.add(chrome);
  try {
    return await work(chrome);
  } finally {
    await stopChromium(chrome);
  }
}
