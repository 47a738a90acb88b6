import { getHeapSpaceStatistics } from 'node:v8';
import { expect, it } from 'vitest';
import { releaseStartUpMemory } from './release-start-up-memory.ts';

const youngGenerationMiB = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size / 2 ** 20;

it("gives back the young generation that start-up's garbage grew", async () => {
  // Start-up in small: objects that live a while, so V8 grows the young generation for them.
  const startUp = () => {
    const kept: object[] = [];
    for (let i = 0; i < 300_000; i++) kept.push({ i, name: `dish ${i}` });
    return kept.length;
  };
  expect(startUp()).toBe(300_000);
  expect(youngGenerationMiB()).toBeGreaterThan(4);

  await releaseStartUpMemory();

  expect(youngGenerationMiB()).toBeLessThanOrEqual(2);
});
