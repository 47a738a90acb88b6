import { texts } from '../../../i18n/texts.ts';
import { scaleToFit } from './scale-to-fit.ts';

const t = texts('profile');
/** 000 §9: the preview is exported as JPEG at quality 0.7. */
export const AVATAR_JPEG_QUALITY = 0.7;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(t('profile.editPage.errors.read')));
    reader.onerror = () => reject(new Error(t('profile.editPage.errors.read')));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t('profile.editPage.errors.load')));
    image.src = src;
  });
}

/**
 * The avatar pipeline of 000 §2.9: the file is read, drawn scaled so its longer side is at
 * most 300 px, and exported as JPEG 0.7. The JPEG is both the preview and what is uploaded.
 * Fails with the image messages of 000 §8.3.
 */
export async function resizeAvatar(file: Blob): Promise<Blob> {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = scaleToFit(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('profile.editPage.errors.process'));
  // JPEG has no transparency: a transparent PNG or GIF gets a white background, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', AVATAR_JPEG_QUALITY),
  );
  if (!blob) throw new Error(t('profile.editPage.errors.preview'));
  return blob;
}
