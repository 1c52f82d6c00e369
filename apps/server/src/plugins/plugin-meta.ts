import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

// Fastify checks a plugin's declared `dependencies` against the names of the plugins registered
// before it and refuses to boot otherwise ("The dependency 'tenancy' of plugin 'cors' is not
// registered"), so the registration order in app.ts is enforced, not held by comments
// (https://fastify.dev/docs/latest/Reference/Plugins/, fastify-plugin README "Dependencies";
// the check: fastify lib/plugin-utils.js checkDependencies). docs/decisions/0017.

/** The shared plugins app.ts registers, by the name the dependency check knows them. */
export type SharedPlugin =
  | 'request-id'
  | 'clock'
  | 'db'
  | 'catalog-bus'
  | 'wake-bus'
  | 'metrics'
  | 'envelope'
  | 'security-headers'
  | 'tenancy'
  | 'cors'
  | 'auth'
  | 'console-auth'
  | 'game-gateway'
  | 'orders'
  | 'payment-providers'
  | 'compress'
  | 'rate-limit'
  | 'openapi';

/**
 * What every route module sits behind. Each is captured when a route is added, so a module
 * registered before it would silently go without: the error handler (envelope); the onRequest
 * hooks, copied into a child context when it is created (security headers, tenancy, cors); the
 * onRoute hooks that read each route's options and schema (compress, rate-limit, openapi).
 */
const pipeline: readonly SharedPlugin[] = [
  'envelope',
  'security-headers',
  'tenancy',
  'cors',
  'compress',
  'rate-limit',
  'openapi',
];

/**
 * A shared plugin: decorates or hooks the root instance (fastify-plugin skips encapsulation),
 * under its name, refusing to load before its dependencies.
 */
export function sharedPlugin<O extends FastifyPluginOptions>(
  name: SharedPlugin,
  dependencies: readonly SharedPlugin[],
  fn: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return fp(fn, { name, fastify: '5.x', dependencies: [...dependencies] });
}

/**
 * A route module: keeps its own encapsulation context (fastify-plugin's `encapsulate: true`: the
 * name and dependency check without sharing its decorations and parsers), and refuses to load
 * before the request pipeline and the shared plugins it reads (`uses`). `root: true` is for the
 * one module that must act on the root context (the web app's not-found fallback).
 */
export function routeModule<O extends FastifyPluginOptions>(
  meta: { name: string; uses: readonly SharedPlugin[]; root?: true },
  fn: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return fp(fn, {
    name: meta.name,
    fastify: '5.x',
    encapsulate: meta.root !== true,
    dependencies: [...pipeline, ...meta.uses],
  });
}
