import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { backupOriginsFor, tenantOriginFor } from './store-origin.ts';

const tenants = loadTenants();
const watt = tenants.find((t) => t.id === 'watt')!;

describe('tenantOriginFor', () => {
  it('knows backup hosts, with the origin the tenant file writes', () => {
    expect(tenantOriginFor(watt, 'PAY-BAK1.watt-games.example:9999', 8080)).toBe(
      'https://pay-bak1.watt-games.example',
    );
    const withPort = { ...watt, backupHosts: ['https://pay-bak1.watt-games.example:8443'] };
    expect(tenantOriginFor(withPort, 'pay-bak1.watt-games.example', 8080)).toBe(
      'https://pay-bak1.watt-games.example:8443',
    );
  });

  it('knows the local backup stand-ins on this port, whatever port the Host names', () => {
    expect(tenantOriginFor(watt, 'api2.demo.watt.localhost:1234', 8080)).toBe(
      'http://api2.demo.watt.localhost:8080',
    );
  });

  it('never another brand’s host', () => {
    expect(tenantOriginFor(watt, 'pay2.dragon-saga.example', 8080)).toBeNull();
    expect(tenantOriginFor(watt, 'api1.dragon.localhost', 8080)).toBeNull();
  });
});

describe('backupOriginsFor', () => {
  it('a demo page gets only demo backups, a live page only live ones', () => {
    const mixed = {
      ...watt,
      backupHosts: ['https://pay-bak1.watt-games.example', 'https://demo-bak.watt-games.example'],
    };
    expect(backupOriginsFor(mixed, 'pay.watt-games.example', 8080)).toEqual([
      'https://pay-bak1.watt-games.example',
    ]);
    expect(backupOriginsFor(mixed, 'demo-pay.watt-games.example', 8080)).toEqual([
      'https://demo-bak.watt-games.example',
    ]);
  });
});
