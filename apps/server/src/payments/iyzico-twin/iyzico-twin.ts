import type { FastifyInstance } from 'fastify';
import { hostedForm } from './hosted-form.ts';
import { twinApi } from './twin-api.ts';
import type { TwinOptions } from './twin-options.ts';
import { TwinStore } from './twin-store.ts';

/** Where the twin is mounted inside Masa's server (ADR 085). */
export const TWIN_PREFIX = '/_twin/iyzico';

/**
 * The local iyzico (issue 34, ADR 085): the API endpoints Masa's adapter calls, with iyzico's
 * request signatures checked and its answers signed, and the hosted Checkout Form with the
 * sandbox's test cards. Register it with a prefix; its parsers stay inside it.
 */
export async function iyzicoTwin(app: FastifyInstance, options: TwinOptions & { prefix: string }) {
  twinApi(app, options);
  hostedForm(app, options);
}

export { TwinStore };
