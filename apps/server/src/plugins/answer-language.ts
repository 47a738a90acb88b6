import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerInEnglish, asksEnglish } from '../lib/english/answer-in-english.ts';

/**
 * Answers a request that asks for English (`Accept-Language`, ADR 046) with the English of the
 * Turkish texts still written as sentences: core's rule texts a refusal carries as its value and
 * core's schemas' field messages (ADR 105, since then). Refusals, success answers and e-mails are
 * said by their ids already and pass unchanged; every other request keeps the Turkish (the API's
 * contract).
 */
export const answerLanguage = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    asksEnglish(request) ? answerInEnglish(payload) : payload,
  );
});
