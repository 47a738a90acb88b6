import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EArsivProvider, FiscalDevice } from '../fiscal/fiscal-device.ts';
import { RegisterTwin } from '../fiscal/register-twin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The integrated register businesses with fiscal.adapter 'gmp3' send to. No vendor adapter
     * is wired yet (ADR 093): the register twin stands in, and screens say so.
     */
    fiscalDevice: FiscalDevice;
    /** The e-Arşiv provider of online payments; none yet (ADR 093), so they stay recorded. */
    eArsivProvider: EArsivProvider | null;
  }
}

export const fiscalDevice = fp(async (app: FastifyInstance) => {
  app.decorate('fiscalDevice', new RegisterTwin());
  app.decorate('eArsivProvider', null);
});
