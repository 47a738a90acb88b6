import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. Not
 * served with API_DOCS=false, the production default (issue 28): a deployment need not hand
 * out the map of its API.
 */
export const swagger = fp(async (app: FastifyInstance) => {
  if (!app.config.apiDocs) return;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Masa API',
        description:
          'Masa table-ordering API. Successful answers are `{ success: true, data }`; failures are `{ success: false, error, message }` with a Turkish message the app shows as it is.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      // swagger-ui writes <style> elements at run time: its pages alone may apply inline styles
      // (docs/decisions/008-security-headers.md). Scripts stay 'self' only.
      onRequest: async (_request, reply) => {
        reply.header(
          'content-security-policy',
          app.documentPolicy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
        );
      },
    },
  });
});
