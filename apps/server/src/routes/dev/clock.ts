import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import type { SettableClock } from '../../lib/clock.ts';

const tags = ['development'];

/** Longer than any window a spec passes (a refresh family's absolute end is days at most). */
const MAX_STEP_MS = 30 * 24 * 60 * 60 * 1000;

const clockState = z.object({
  now: z.string().describe("The server's time after the move (ISO 8601)"),
  leadMs: z.number().int().describe('How far the server is ahead of the wall clock'),
});

/**
 * Moves the tests' server clock forward (issue 36 §4, docs/decisions/110-tests-move-the-clocks.md):
 * an end-to-end spec passes a token's grace window or an edit window at once instead of
 * sleeping through it. Inside the development doors (this machine only), and registered only
 * when the server runs on a settable clock (NODE_ENV=test, lib/clock.ts). Every window of the
 * process moves with it, for every spec on that server.
 */
export function devClockRoutes(clock: SettableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags,
          summary: "Move the tests' server clock forward (development, NODE_ENV=test only)",
          body: z.object({ advanceMs: z.number().int().positive().max(MAX_STEP_MS) }),
          response: { 200: envelope(clockState), 400: errorBody },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        return ok({ now: clock.now().toISOString(), leadMs: clock.leadMs() });
      },
    );
  };
}
