import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_BUSINESS_IDS } from '../../../server/src/db/seed/demo-ids.ts';
import { chromiumArgs, chromiumPath, E2E_BASE_URL, fakeCameraArgs } from './env.ts';
import { PHONE } from './phone.ts';

export const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
export const EGE = DEMO_BUSINESS_IDS.ege;

const workDir = () => mkdtempSync(path.join(tmpdir(), 'masa-qr-e2e-'));

/** A PNG of a QR code holding `text`, 300 px wide with its quiet zone. */
export async function makeQrPng(text: string, dir = workDir()): Promise<string> {
  const file = path.join(dir, 'qr.png');
  await QRCode.toFile(file, text, { width: 300, margin: 4, errorCorrectionLevel: 'M' });
  return file;
}

const VIDEO = { width: 640, height: 480, frames: 10, codeWidth: 300, quietModules: 4 };

/**
 * A one-second, 10-frame 640×480 .y4m of the QR code centred on white, the file Chromium's fake
 * camera plays in a loop (--use-file-for-fake-video-capture). Written here rather than by
 * ffmpeg, so `npm test` needs nothing but npm: a y4m file is a text header, then per frame
 * "FRAME\n" and the raw I420 planes (luma, then quarter-size Cb and Cr, 128 for no colour).
 */
export async function makeQrVideo(text: string): Promise<string> {
  const { width, height, frames, codeWidth, quietModules } = VIDEO;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * quietModules;
  const scale = Math.floor(codeWidth / cells);
  const left = Math.floor((width - cells * scale) / 2);
  const top = Math.floor((height - cells * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const x0 = left + (col + quietModules) * scale;
      const y0 = top + (row + quietModules) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(0, y * width + x0, y * width + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${frames}:1 Ip A1:1 C420jpeg\n`);
  const video = path.join(workDir(), 'camera.y4m');
  writeFileSync(video, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return video;
}

/** The context options of playwright.config.ts, for browsers a spec launches itself. */
export const phoneContext = {
  baseURL: E2E_BASE_URL,
  locale: 'tr-TR',
  timezoneId: 'Europe/Istanbul',
  ...PHONE,
} as const;

/**
 * How the browser answers the page's camera request, as Chromium headless under Playwright
 * does: 'allowed' (granted, no prompt), 'refused' (the permission reads 'denied' at once),
 * 'ask' (the permission reads 'prompt'; the unanswered prompt then refuses getUserMedia).
 */
export type CameraAnswer = 'allowed' | 'refused' | 'ask';

/**
 * A Chromium whose only camera plays `video`, answering camera requests as `camera` says; a
 * Turkish phone unless `locale` says otherwise (the app's language follows it, ADR 046).
 */
export async function launchWithCamera(
  video: string,
  { camera = 'allowed', locale = 'tr-TR' }: { camera?: CameraAnswer; locale?: string } = {},
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
  const context = await browser.newContext({ ...phoneContext, locale, ...permissions[camera] });
  return { browser, context };
}
