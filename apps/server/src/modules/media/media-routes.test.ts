import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/tables/console.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { createTestStaff } from '../console/test-kit.ts';

// Uploads through the console API with real pictures made by sharp; the shop serves them back.
let t: TestApp;
let dir: string;
let operator: Record<string, string>;
let analyst: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'topup-media-test-'));
  t = await createTestApp({ mediaDir: dir });
  operator = (await createTestStaff(t.app, { role: 'operator', tenantIds: ['rhinos'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async (body: Buffer | string, type = 'image/png', headers = operator) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/media',
    headers: { ...headers, 'content-type': type },
    body,
  });
  return { status: res.statusCode, ...res.json() };
};

const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });

describe('POST /api/console/media', () => {
  it('stores a PNG as the shop’s sizes in WebP and the shop serves them, cached for good', async () => {
    const png = await picture(300, 200).png().toBuffer();
    const res = await upload(png);
    expect(res.status).toBe(200);
    expect(res.data.image).toMatch(/^\/media\/[0-9a-f]{32}-96\.webp$/);
    expect(res.data.variants.map((v: { width: number }) => v.width)).toEqual([48, 96]);

    const got = await t.app.inject({ url: res.data.image, headers: { host: hosts.watt } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96]);

    const [audit] = await t.app.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'media.upload'), eq(staffAudit.target, res.data.image.slice(7))),
      );
    expect(audit).toBeDefined();
  });

  it("makes a key art in the banner's 4:1 sizes, and refuses one too small for it", async () => {
    const wide = await picture(1600, 500).png().toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/media?use=key-art',
      headers: { ...operator, 'content-type': 'image/png' },
      body: wide,
    });
    const data = res.json().data;
    expect(data.image).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp$/);
    expect(
      data.variants.map((v: { width: number; height: number }) => [v.width, v.height]),
    ).toEqual([
      [600, 150],
      [1200, 300],
    ]);
    const got = await t.app.inject({ url: data.image, headers: { host: hosts.watt } });
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 300]);

    const small = await t.app.inject({
      method: 'POST',
      url: '/api/console/media?use=key-art',
      headers: { ...operator, 'content-type': 'image/png' },
      body: await picture(300, 200).png().toBuffer(),
    });
    expect([small.statusCode, small.json().msg]).toEqual([
      400,
      'Picture too small: 300×200, at least 600×150 pixels',
    ]);
  });

  it('the same picture twice is the same files and URL', async () => {
    const jpeg = await picture(120, 120).jpeg().toBuffer();
    const first = await upload(jpeg, 'image/jpeg');
    const before = await readdir(dir);
    const second = await upload(jpeg, 'image/jpeg');
    expect(second.data.image).toBe(first.data.image);
    expect(await readdir(dir)).toEqual(before);
  });

  it('drops EXIF (camera, place) from a JPEG and goes by content, not the declared type', async () => {
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Place 51.5N' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // Declared as a PNG: the content says JPEG, and JPEG is welcome.
    const res = await upload(jpeg, 'image/png');
    expect(res.status).toBe(200);
    const got = await t.app.inject({
      url: res.data.variants[0].url,
      headers: { host: hosts.watt },
    });
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('takes WebP and AVIF too', async () => {
    const webp = await upload(await picture(100, 100).webp().toBuffer(), 'image/webp');
    expect(webp.status).toBe(200);
    const avif = await upload(await picture(100, 100).avif().toBuffer(), 'image/avif');
    expect(avif.status).toBe(200);
  });

  it('refuses a text file named a PNG, an SVG and a too-small picture with -400', async () => {
    const text = await upload('hello, I am not a picture', 'image/png');
    expect([text.status, text.code]).toEqual([400, -400]);
    expect(text.msg).toMatch(/Not a picture/);

    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect([svg.status, svg.code]).toEqual([400, -400]);
    expect(svg.msg).toMatch(/svg/);

    const small = await upload(await picture(20, 20).png().toBuffer());
    expect([small.status, small.code]).toEqual([400, -400]);
    expect(small.msg).toMatch(/too small/);
  });

  it("takes a photo of a few MB (past Fastify's 1 MB default body limit)", async () => {
    const noise = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2_000_000);
    const res = await upload(noise);
    expect(res.status).toBe(200);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 before reading it all', async () => {
    const res = await upload(Buffer.alloc(5_000_001, 1));
    expect([res.status, res.code]).toEqual([413, -400]);
    expect(res.msg).toMatch(/too big/);
  });

  it('over a real socket, a too-big body without Content-Length still gets its 413 answer', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Chunked (no Content-Length): the size shows only as it streams, past the cap mid-body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/console/media',
          headers: { ...operator, 'content-type': 'image/png' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(1_000_000, 7);
      let sent = 0;
      const more = () => {
        while (sent < 8) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).msg).toMatch(/too big/);
  });

  it('refuses a decompression bomb (a small PNG declaring 50,000×50,000 pixels) undecoded', async () => {
    const png = Buffer.from(await picture(64, 64).png().toBuffer());
    // IHDR starts at byte 8: length(4) "IHDR"(4) width(4) height(4) …, its CRC after 13 bytes.
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await upload(png);
    expect([res.status, res.code]).toEqual([413, -400]);
    expect(res.msg).toMatch(/too large/);
  });

  it('refuses a JSON body, and a role without catalog:write', async () => {
    const json = await upload('{"image":"x"}', 'application/json');
    expect([json.status, json.code]).toEqual([415, -400]);
    const png = await picture(100, 100).png().toBuffer();
    const denied = await upload(png, 'image/png', analyst);
    expect([denied.status, denied.code]).toEqual([403, -403]);
  });
});

describe('GET /media/:name', () => {
  it('serves only names the store writes', async () => {
    for (const url of [
      '/media/..%2Fetc%2Fpasswd',
      '/media/abc.webp',
      `/media/${'a'.repeat(32)}-96.webp`,
    ]) {
      const res = await t.app.inject({ url, headers: { host: hosts.watt } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
