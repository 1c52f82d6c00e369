// `npx tsx scripts/totp.ts <base32 secret>`: the current 6-digit code of a console login, as an
// authenticator app shows it (the demo staff's secrets are in README "Publisher console").
import { Secret, TOTP } from 'otpauth';

const secret = process.argv[2];
if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error('Usage: npx tsx scripts/totp.ts <base32 secret>   e.g. OWNERTOPUPDEMO22');
  process.exit(1);
}
const totp = new TOTP({
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  secret: Secret.fromBase32(secret.toUpperCase()),
});
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid ${left} s more; each code works once)`);
