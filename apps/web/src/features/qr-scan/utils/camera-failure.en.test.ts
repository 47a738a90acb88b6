import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainCameraFailure } from './camera-failure.ts';

// Why the camera did not start (000 §8.5), as the browser answers a second request for it.
const answer = (result: () => Promise<MediaStream>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: result } });

afterEach(() => vi.unstubAllGlobals());

describe("the scan page's camera failures in English, as 000 §8.5 quotes them", () => {
  it('names a browser without cameras, a refusal, a camera that will not open, a scanner that will not start', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    expect(await explainCameraFailure()).toBe('No available cameras found.');
    answer(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    expect(await explainCameraFailure()).toBe('No available cameras found.');
    answer(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await explainCameraFailure()).toBe(
      'Camera access denied. Please enable camera permission in your browser settings.',
    );
    answer(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    expect(await explainCameraFailure()).toBe('Could not initialize camera');
    // The camera opens when asked again: it was the scanner that did not start.
    answer(() => Promise.resolve({ getTracks: () => [] } as unknown as MediaStream));
    expect(await explainCameraFailure()).toBe('Could not start QR scanning');
  });
});
