import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerInEnglish, asksEnglish } from '../lib/english/answer-in-english.ts';

/**
 * Answers a request that asks for English (`Accept-Language`, ADR 046) with the English of its
 * message and of each field's message, success and failure alike; every other request, and any
 * message of no English catalog, keeps the Turkish the routes wrote (the API's contract).
 */
export const answerLanguage = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    asksEnglish(request) ? answerInEnglish(payload) : payload,
  );
});
