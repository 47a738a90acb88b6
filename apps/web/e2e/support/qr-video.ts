import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_BUSINESS_IDS } from '../../../server/src/db/seed/demo-ids.ts';
import { chromiumArgs, chromiumPath, E2E_BASE_URL, fakeCameraArgs } from './env.ts';

export const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
export const EGE = DEMO_BUSINESS_IDS.ege;

/** What the printed code of a demo table holds (core buildTableQrUrl on the e2e server). */
export const tableQrUrl = (businessId: string, tableId: string) =>
  `${E2E_BASE_URL}/customerapp/table/${tableId}?business=${businessId}`;

const workDir = () => mkdtempSync(path.join(tmpdir(), 'masa-qr-e2e-'));

/** A PNG of a QR code holding `text`, 300 px wide with its quiet zone. */
export async function makeQrPng(text: string, dir = workDir()): Promise<string> {
  const file = path.join(dir, 'qr.png');
  await QRCode.toFile(file, text, { width: 300, margin: 4, errorCorrectionLevel: 'M' });
  return file;
}

/**
 * A one-second, 10-frame 640×480 .y4m of the QR code centred on white, the file Chromium's fake camera
 * plays in a loop (--use-file-for-fake-video-capture).
 */
export async function makeQrVideo(text: string): Promise<string> {
  const dir = workDir();
  const png = await makeQrPng(text, dir);
  const video = path.join(dir, 'camera.y4m');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-t',
    '1',
    '-r',
    '10',
    '-vf',
    'pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p',
    '-pix_fmt',
    'yuv420p',
    video,
  ]);
  return video;
}

/** The context options of playwright.config.ts, for browsers a spec launches itself. */
export const phoneContext = {
  baseURL: E2E_BASE_URL,
  locale: 'tr-TR',
  timezoneId: 'Europe/Istanbul',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * How the browser answers the page's camera request, as Chromium headless under Playwright
 * does: 'allowed' (granted, no prompt), 'refused' (the permission reads 'denied' at once),
 * 'ask' (the permission reads 'prompt'; the unanswered prompt then refuses getUserMedia).
 */
export type CameraAnswer = 'allowed' | 'refused' | 'ask';

/** A Chromium whose only camera plays `video`, answering camera requests as `camera` says. */
export async function launchWithCamera(
  video: string,
  { camera = 'allowed' }: { camera?: CameraAnswer } = {},
): Promise<{ browser: Browser; context: BrowserContext }> {
  const cameraArgs = fakeCameraArgs(video).filter(
    (arg) => camera === 'allowed' || arg !== '--use-fake-ui-for-media-stream',
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...cameraArgs],
  });
  const permissions = {
    allowed: { permissions: ['camera'] },
    refused: { permissions: [] },
    ask: {},
  };
  const context = await browser.newContext({ ...phoneContext, ...permissions[camera] });
  return { browser, context };
}
