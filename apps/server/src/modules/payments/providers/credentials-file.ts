import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { genericProtocolNote } from './generic-providers.ts';
import type { ProtocolMode } from '../provider-kit/protocol.ts';

// PAYMENT_CREDENTIALS_FILE (issue 14): one JSON file of every brand's provider credentials,
//   { "<tenant id>": { "<provider key>": { "mode": "emulator" | "test" | "live", ...fields } } }
// A secret need not sit in the file: any field may be `{ "env": "NAME" }`, read from the
// environment at start, so the file itself can live in a ConfigMap and the secrets in a Secret.
// Everything is checked at start, every problem reported at once, one line each.

export type BrandCredentials = { mode: ProtocolMode; fields: Record<string, unknown> };

/** tenant id → provider key → that brand's mode and validated credential fields. */
export type CredentialsByBrand = Map<string, Map<string, BrandCredentials>>;

const modes = ['emulator', 'test', 'live'] as const;
const envRef = z.object({ env: z.string().check(z.regex(/^[A-Z_][A-Z0-9_]*$/)) });

export type CredentialsCheck = {
  /** Known brands: an entry for any other is a typo that would leave a brand unpaid. */
  tenantIds: readonly string[];
  /** Each provider's credential schema (its protocol module's `credentials`). */
  schemas: Readonly<Record<string, z.ZodMiniType>>;
  /** Production without the staging switch: the emulator mode is demo-only. */
  emulatorAllowed: boolean;
  env?: NodeJS.ProcessEnv;
};

/** Reads and checks the file; throws one Error with a line per problem. */
export function loadCredentialsFile(file: string, check: CredentialsCheck): CredentialsByBrand {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`PAYMENT_CREDENTIALS_FILE: cannot read ${file} (${(err as Error).message})`, {
      cause: err,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`PAYMENT_CREDENTIALS_FILE: not JSON (${(err as Error).message})`, {
      cause: err,
    });
  }
  return parseCredentials(json, check);
}

/** The checks of loadCredentialsFile on already-parsed JSON. */
export function parseCredentials(json: unknown, check: CredentialsCheck): CredentialsByBrand {
  const env = check.env ?? process.env;
  const problems: string[] = [];
  const at = (...path: string[]) => `PAYMENT_CREDENTIALS_FILE: ${path.join('.')}`;
  const result: CredentialsByBrand = new Map();
  if (!isRecord(json)) throw new Error(`${at('(top)')}: expected an object of brands`);

  for (const [tenantId, providers] of Object.entries(json)) {
    if (!check.tenantIds.includes(tenantId)) {
      problems.push(`${at(tenantId)}: no brand has this id`);
      continue;
    }
    if (!isRecord(providers)) {
      problems.push(`${at(tenantId)}: expected an object of providers`);
      continue;
    }
    const brand = new Map<string, BrandCredentials>();
    for (const [key, entry] of Object.entries(providers)) {
      const schema = check.schemas[key];
      if (!schema) {
        const generic = genericProtocolNote(key);
        problems.push(`${at(tenantId, key)}: ${generic ?? 'no provider has this key'}`);
        continue;
      }
      if (!isRecord(entry)) {
        problems.push(`${at(tenantId, key)}: expected an object`);
        continue;
      }
      const { mode = 'emulator', ...raw } = entry;
      if (!modes.includes(mode as ProtocolMode)) {
        problems.push(`${at(tenantId, key, 'mode')}: expected emulator, test or live`);
        continue;
      }
      if (mode === 'emulator' && !check.emulatorAllowed) {
        problems.push(
          `${at(tenantId, key, 'mode')}: emulator is demo-only, refused with NODE_ENV=production`,
        );
        continue;
      }
      const fields: Record<string, unknown> = {};
      let unresolved = false;
      for (const [name, value] of Object.entries(raw)) {
        const ref = envRef.safeParse(value);
        if (!ref.success) {
          fields[name] = value;
          continue;
        }
        const fromEnv = env[ref.data.env];
        if (fromEnv === undefined || fromEnv.trim() === '') {
          problems.push(
            `${at(tenantId, key, name)}: environment variable ${ref.data.env} is unset`,
          );
          unresolved = true;
        } else fields[name] = fromEnv;
      }
      if (unresolved) continue;
      // An emulator generates what it is not given; test and live need every field.
      if (mode === 'emulator') {
        brand.set(key, { mode, fields });
        continue;
      }
      // zod/mini's messages are terse: a missing field says "Invalid input", so name it here.
      const parsed = schema.safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          // Never echo a value: these are secrets.
          const missing = issue.path.length === 1 && fields[String(issue.path[0])] === undefined;
          const message = missing ? 'required' : issue.message;
          problems.push(`${at(tenantId, key, ...issue.path.map(String))}: ${message}`);
        }
        continue;
      }
      brand.set(key, {
        mode: mode as ProtocolMode,
        fields: parsed.data as Record<string, unknown>,
      });
    }
    result.set(tenantId, brand);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return result;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
