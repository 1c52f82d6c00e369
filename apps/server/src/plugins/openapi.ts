import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sharedPlugin } from './plugin-meta.ts';
import { docsPagePolicy } from './security-headers.ts';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. Before
 * the route modules (they depend on it: swagger collects routes in an onRoute hook), after the
 * security headers (the UI's pages loosen the policy helmet set).
 */
export const openApiPlugin = sharedPlugin('openapi', ['security-headers'], async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Topup API',
        description:
          'Every answer is `{ code, msg, data }`; code 1 is success (SPEC §8 result codes). ' +
          'The tenant comes from the Host header. The publisher console API (`/api/console/*`, ' +
          'tag console) answers only on the console host (CONSOLE_HOSTS) and takes a staff API ' +
          'token (`Authorization: Bearer tsk_…`, made in the console) or the console session ' +
          'cookie with its `x-csrf-token`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          staffToken: { type: 'http', scheme: 'bearer', description: 'A staff API token (tsk_…)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: docsPagePolicy });
});
