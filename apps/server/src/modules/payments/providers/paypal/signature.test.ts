import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isAllowedCertUrl,
  readTransmission,
  signedMessage,
  verifyRequestBody,
  verifyTransmissionSignature,
} from './signature.ts';
import type { Transmission } from './signature.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

const rawEvent = fixture('webhook-capture-completed.json');
const certPem = fixture('self-verify-cert.pem');
const webhookId = '1JE4291016473214C';

// Signed once, independently of this code:
//   python3 -c "import zlib;print(zlib.crc32(open('fixtures/webhook-capture-completed.json','rb').read()))"
//   -> 2557838409
//   printf '%s' '69cd13f0-d67a-11e5-baa3-778b53f4ae55|2026-11-26T11:00:00Z|1JE4291016473214C|2557838409' \
//     | openssl dgst -sha256 -sign /tmp/paypal-test.key | base64 -w0
// with the key of fixtures/self-verify-cert.pem (see fixtures/README.md).
const signature =
  'PqKtyNURWvcbIDZxgaHA8yByFrRsjvcbX8g4dceSzujWo2uEhI1kvGSa6q8ZaxcNevzPFTzqv/mnlBUgvgndqQNucJvng843MUT9I4yJ0MuUGPTFs6Bc7G8uZJgvX6QorrLTYR32dcYsrxr7fUn0ghBx2j8vlOeVrKTSe7HArraGAk0qHpBrqiEowzC/1Q2d+JJMhMPONK03iGq17s5tdUtVRTagpq8F3OQMeAajtLP7RYQbcsQNOwOP6xjDH7g9qZBHm56Rp16updywz6y0h68jWZqMvqbhkdSxOAFDNP0LZpYNaVxav7Zi0AKv82xOORUBR7hsqbovXhseOmy83Q==';

const transmission: Transmission = {
  authAlgo: 'SHA256withRSA',
  certUrl: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1a5f47cb',
  transmissionId: '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  transmissionSig: signature,
  transmissionTime: '2026-11-26T11:00:00Z',
};
const during = new Date('2027-06-01T00:00:00Z');

describe('readTransmission', () => {
  const headers = {
    'paypal-auth-algo': 'SHA256withRSA',
    'PAYPAL-CERT-URL': transmission.certUrl,
    'paypal-transmission-id': transmission.transmissionId,
    'Paypal-Transmission-Sig': [signature],
    'paypal-transmission-time': transmission.transmissionTime,
    'content-type': 'application/json',
  };

  it('reads the five PAYPAL-* headers whatever their case', () => {
    expect(readTransmission(headers)).toEqual(transmission);
  });

  it('is null when any header is missing or blank', () => {
    for (const name of Object.keys(headers).slice(0, 5)) {
      expect(readTransmission({ ...headers, [name]: undefined })).toBeNull();
      expect(readTransmission({ ...headers, [name]: ' ' })).toBeNull();
    }
  });
});

describe('verifyRequestBody', () => {
  it('is the documented request with the delivery spliced in byte for byte', () => {
    const body = verifyRequestBody(transmission, webhookId, rawEvent);
    expect(JSON.parse(body)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: signature,
      transmission_time: '2026-11-26T11:00:00Z',
      webhook_id: webhookId,
      webhook_event: JSON.parse(rawEvent),
    });
    expect(body.endsWith(`"webhook_event":${rawEvent.trim()}}`)).toBe(true);
  });
});

describe('isAllowedCertUrl', () => {
  const sandbox = ['https://api.sandbox.paypal.com'];
  it('takes https certificate URLs on PayPal API hosts only', () => {
    expect(isAllowedCertUrl(transmission.certUrl, sandbox)).toBe(true);
    expect(
      isAllowedCertUrl('http://api.sandbox.paypal.com/v1/notifications/certs/C', sandbox),
    ).toBe(false);
    expect(
      isAllowedCertUrl(
        'https://api.sandbox.paypal.com.evil.test/v1/notifications/certs/C',
        sandbox,
      ),
    ).toBe(false);
    expect(isAllowedCertUrl('https://evil.test/v1/notifications/certs/C', sandbox)).toBe(false);
    expect(
      isAllowedCertUrl('https://u:p@api.sandbox.paypal.com/v1/notifications/certs/C', sandbox),
    ).toBe(false);
    expect(isAllowedCertUrl('https://api.sandbox.paypal.com/other/path', sandbox)).toBe(false);
    expect(isAllowedCertUrl('https://api.paypal.com/v1/notifications/certs/C', sandbox)).toBe(
      false,
    );
    expect(isAllowedCertUrl('not a url', sandbox)).toBe(false);
  });
});

describe('self-verification', () => {
  it('builds transmissionId|timeStamp|webhookId|crc32 with the unsigned CRC32 of the body', () => {
    expect(signedMessage(transmission, webhookId, rawEvent)).toBe(
      '69cd13f0-d67a-11e5-baa3-778b53f4ae55|2026-11-26T11:00:00Z|1JE4291016473214C|2557838409',
    );
  });

  it('accepts the openssl-signed vector', () => {
    expect(verifyTransmissionSignature(transmission, webhookId, rawEvent, certPem, during)).toBe(
      true,
    );
  });

  it('refuses a tampered amount, another webhook id, another time or a forged signature', () => {
    const tampered = rawEvent.replace('"value": "57.00"', '"value": "5.70"');
    expect(tampered).not.toBe(rawEvent);
    expect(verifyTransmissionSignature(transmission, webhookId, tampered, certPem, during)).toBe(
      false,
    );
    expect(
      verifyTransmissionSignature(transmission, 'OTHERWEBHOOK', rawEvent, certPem, during),
    ).toBe(false);
    expect(
      verifyTransmissionSignature(
        { ...transmission, transmissionTime: '2026-11-26T11:00:01Z' },
        webhookId,
        rawEvent,
        certPem,
        during,
      ),
    ).toBe(false);
    const forged = Buffer.from(signature, 'base64');
    forged.writeUInt8(forged.readUInt8(10) ^ 1, 10);
    expect(
      verifyTransmissionSignature(
        { ...transmission, transmissionSig: forged.toString('base64') },
        webhookId,
        rawEvent,
        certPem,
        during,
      ),
    ).toBe(false);
  });

  it('refuses another algorithm, an expired certificate and garbage without throwing', () => {
    expect(
      verifyTransmissionSignature(
        { ...transmission, authAlgo: 'SHA1withRSA' },
        webhookId,
        rawEvent,
        certPem,
        during,
      ),
    ).toBe(false);
    expect(
      verifyTransmissionSignature(
        transmission,
        webhookId,
        rawEvent,
        certPem,
        new Date('2040-01-01T00:00:00Z'),
      ),
    ).toBe(false);
    expect(
      verifyTransmissionSignature(transmission, webhookId, rawEvent, 'not a pem', during),
    ).toBe(false);
  });
});
