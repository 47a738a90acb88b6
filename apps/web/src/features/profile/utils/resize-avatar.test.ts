import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizeAvatar } from './resize-avatar.ts';

// The browser failures of the avatar pipeline (000 §8.3 image handling), brought about by making
// the browser's own parts fail: the file reader, the image decoder, the canvas.
const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** An Image that decodes at once, 600×400, or fails to. */
function decodingImages(ok: boolean) {
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = 600;
      naturalHeight = 400;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_value: string) {
        queueMicrotask(() => (ok ? this.onload?.() : this.onerror?.()));
      }
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('avatar image failures (000 §8.3)', () => {
  it("a file the reader cannot read: 'Dosya okuma hatası'", async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    await expect(resizeAvatar(png)).rejects.toThrow('Dosya okuma hatası');
  });

  it("an image the browser cannot decode: 'Resim yüklenirken bir hata oluştu.'", async () => {
    decodingImages(false);
    await expect(resizeAvatar(png)).rejects.toThrow('Resim yüklenirken bir hata oluştu.');
  });

  it("no canvas to draw on: 'Resim işlenemedi.'", async () => {
    decodingImages(true);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(resizeAvatar(png)).rejects.toThrow('Resim işlenemedi.');
  });

  it("a canvas that exports nothing: 'Resim önizlemesi oluşturulamadı.'", async () => {
    decodingImages(true);
    const context = { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(null),
    );
    await expect(resizeAvatar(png)).rejects.toThrow('Resim önizlemesi oluşturulamadı.');
  });
});
