import { Launcher } from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';

/** The one Chromium the tests use too (scripts/chromium.mjs: Debian's, unless CHROME_PATH names another). */
export function chromePath(): string {
  const path = findChromium();
  if (!path)
    throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return path;
}

/** The tests' flags (scripts/chromium.mjs), headless: chrome-launcher starts a headed browser otherwise. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Every Chromium this process started and has not stopped yet, tracked from the moment it is
 * spawned (not only once it answers), so Ctrl-C during a launch leaves nothing behind.
 */
const running = new Set<Launcher>();
let stoppingAll = false;

async function stopChromium(launcher: Launcher): Promise<void> {
  running.delete(launcher);
  // Asked to stop in the instant between launch() and the spawn: wait for the process to exist.
  for (let waited = 0; !launcher.chromeProcess && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const child = launcher.chromeProcess;
  const closed = new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('close', () => resolve());
  });
  launcher.kill(); // SIGKILL to its process group (chrome-launcher starts it detached), then its temp profile goes
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** Stops every Chromium still running, and any that is being launched right now. */
export async function stopAllChromiums(): Promise<void> {
  stoppingAll = true;
  await Promise.all([...running].map(stopChromium));
}

/**
 * Runs `work` against a fresh headless Chromium (chrome-launcher, Lighthouse's own launcher) and
 * always stops that Chromium afterwards, even when the launch itself fails.
 */
export async function withChromium<T>(
  work: (chrome: { port: number; pid: number }) => Promise<T>,
): Promise<T> {
  if (stoppingAll) throw new Error('The bench is stopping.');
  const launcher = new Launcher({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  running.add(launcher);
  try {
    await launcher.launch();
    if (stoppingAll) throw new Error('The bench is stopping.');
    if (launcher.port === undefined || launcher.pid === undefined)
      throw new Error('Chromium started without a debugging port.');
    return await work({ port: launcher.port, pid: launcher.pid });
  } finally {
    await stopChromium(launcher);
  }
}
