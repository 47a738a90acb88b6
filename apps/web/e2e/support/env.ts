import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH, else the machine's Chromium, else the one inside the npm package
 * @sparticuz/chromium (unpacked into the temp folder on first use, about a second), so
 * `npm test` needs nothing but `npm ci`. Set in the environment once found, so Playwright's
 * workers and the browsers a spec launches itself use the same one.
 */
export const chromiumPath: string =
  process.env.CHROMIUM_PATH ??
  (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : await packagedChromium());
process.env.CHROMIUM_PATH = chromiumPath;

async function packagedChromium(): Promise<string> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/** Flags that work on these machines (no sandbox as root, no GPU, no background traffic). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Extra flags for a fake camera that plays `videoFile` (a .y4m written by qr-video.ts). */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}
