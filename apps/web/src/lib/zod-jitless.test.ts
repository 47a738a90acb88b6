import { expect, test } from 'vitest';

test('zod loaded after the jitless setting builds and parses schemas without new Function', async () => {
  await import('./zod-jitless.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);

  const evaluated: string[] = [];
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      evaluated.push(args.join(','));
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    const schema = z.object({ name: z.string(), quantity: z.number().int() });
    expect(schema.parse({ name: 'Çay', quantity: 2 })).toEqual({ name: 'Çay', quantity: 2 });
    expect(schema.safeParse({ name: 'Çay' }).success).toBe(false);
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(evaluated).toEqual([]);
});
