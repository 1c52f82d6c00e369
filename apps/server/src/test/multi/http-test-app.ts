import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDemoGameGateway } from '@topup/demo/demo-game/demo-game-gateway';
import type { TestApp } from '../create-test-app.ts';
import { httpRequest } from './http-client.ts';

type InjectOptions = {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

/**
 * The shape the in-process test kits drive (payKit, faultKit, loginAs: app.inject, app.db,
 * app.gameGateway, config) over real HTTP to `origin` — here the load balancer in front of
 * several server processes — so the journeys they know are reused, not copied. Each request
 * leaves from the next of `clientAddresses`, like players on different addresses.
 */
export function httpTestApp(opts: {
  origin: string;
  db: Db;
  config: Config;
  clientAddresses: string[];
}): TestApp {
  let next = 0;
  const inject = async (request: InjectOptions) => {
    const json = request.payload !== undefined && typeof request.payload !== 'string';
    const body =
      request.payload === undefined
        ? undefined
        : json
          ? JSON.stringify(request.payload)
          : String(request.payload);
    const localAddress = opts.clientAddresses[next++ % opts.clientAddresses.length];
    return httpRequest(opts.origin, {
      method: request.method ?? 'GET',
      path: request.url,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(body !== undefined ? { body } : {}),
      ...(localAddress ? { localAddress } : {}),
    });
  };
  const app = {
    inject,
    db: opts.db,
    gameGateway: createDemoGameGateway(opts.db),
  } as unknown as FastifyInstance;
  return { app, config: opts.config, close: async () => {} };
}
