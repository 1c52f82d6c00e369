import * as z from 'zod/mini';
import { sameOriginPathSchema } from './same-origin-path.ts';

// A game's key art set by the publisher (issue 29 item 9), under
// /api/console/catalog/:tenant/games/:game/key-art. A path on the shop only: pictures are not
// uploaded through the console yet (issue 31 item 7), so the file is hosted with the shop.

export const keyArtInputSchema = z.strictObject({
  /** null: back to the shop's own art. */
  key_art: z.nullable(sameOriginPathSchema(300)),
});
export const keyArtSchema = z.object({ key_art: z.nullable(z.string()) });
