import * as z from 'zod/mini';
import { imageUrlSchema } from './image-url.ts';

// A game's key art set by the publisher (issue 29 item 9), under
// /api/console/catalog/:tenant/games/:game/key-art: a picture uploaded in the console
// (POST /api/console/media?use=key-art, 1200×300) — on the shop's disk (/media/…) or in the
// configured bucket (https://…, a host in the shop's CSP_IMG_SRC) — or a path on the shop.

export const keyArtInputSchema = z.strictObject({
  /** null: back to the shop's own art. */
  key_art: z.nullable(imageUrlSchema),
});
export const keyArtSchema = z.object({ key_art: z.nullable(z.string()) });
