import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with the parameters OWASP lists for interactive logins; the parameters travel with
// each hash, so raising them later only affects new hashes.
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // Node refuses above 32 MiB by default; allow what these parameters need (128 * N * r).
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$saltB64$hashB64`; a random salt unless the caller pins one (demo seed). */
export async function hashPassword(password: string, salt?: Buffer): Promise<string> {
  const s = salt ?? randomBytes(SALT_LENGTH);
  const key = await derive(password, s, N, R, P);
  return `scrypt$${N}$${R}$${P}$${s.toString('base64')}$${key.toString('base64')}`;
}

type Parsed = { n: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupt row from asking for gigabytes of memory.
  const sane =
    Number.isInteger(n) &&
    n > 1 &&
    n <= 2 ** 20 &&
    (n & (n - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16;
  if (!sane) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length !== KEY_LENGTH) return null;
  return { n, r, p, salt, key };
}

// Checked when the account does not exist, so a miss costs the same scrypt as a wrong password
// and response times do not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}

/** Constant-time check; `stored` null (no such account) still spends one scrypt and fails. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored ?? (await dummy()));
  if (!parsed) {
    await derive(password, randomBytes(SALT_LENGTH), N, R, P);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key) && stored !== null;
}
