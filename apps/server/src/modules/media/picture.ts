import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

/**
 * The sizes the shop shows an uploaded picture at, by what it is for. Goods: the goods card's
 * image is 48×48 CSS pixels (apps/web select-goods.css, .goods-card__image), so 1x and 2x, square.
 * A game's key art: the banner is drawn 1200×300 (apps/web game-card.tsx), 4:1, so half and full.
 * Cropped to cover, as the shop draws them; `shown` is the size the stored URL names (one src, so
 * the sharp one).
 */
export const pictureUses = {
  goods: { sizes: [[48, 48] as const, [96, 96] as const], shown: 96 },
  'key-art': { sizes: [[600, 150] as const, [1200, 300] as const], shown: 1200 },
} as const;
export type PictureUse = keyof typeof pictureUses;
export const pictureWidths = pictureUses.goods.sizes.map(([w]) => w);
/** The size a goods' `image` field gets: the card has one src, so the sharp one on 2x screens. */
export const shownWidth = pictureUses.goods.shown;
/** Smaller than the shop's smallest size would be scaled up, blurred. */
export const minSide = pictureWidths[0]!;
/**
 * Decoding a picture costs memory by its pixels, not its bytes: a few-KB PNG can declare
 * 50,000×50,000 (a decompression bomb). sharp refuses past this before decoding.
 */
export const maxPixels = 40_000_000;

// The formats told by content (libvips' loader), never by the declared type or the name. SVG is
// refused: a script in it would run wherever it is opened as a document.
const accepted = new Set(['png', 'jpeg', 'webp', 'heif']);

export type Variant = { width: number; height: number; name: string; bytes: Buffer };

const refuse = (msg: string, status = 400) => new AppError(ResultCode.BadRequest, msg, status);

/**
 * Checks an uploaded file and makes the shop's sizes as WebP (metadata, EXIF included, dropped:
 * sharp writes none unless asked). Names are the content's hash, so the same picture uploaded
 * twice is the same files, and a URL's bytes never change.
 */
export async function makeVariants(input: Buffer, use: PictureUse = 'goods'): Promise<Variant[]> {
  const sizes = pictureUses[use].sizes;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch (err) {
    // libvips reads the header's size first and stops there: the bomb is never decoded.
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw refuse(`Picture too large: at most ${maxPixels.toLocaleString('en')} pixels`, 413);
    }
    throw refuse('Not a picture: upload a PNG, JPEG, WebP or AVIF file');
  }
  const format = meta.format;
  if (!format || !accepted.has(format) || (format === 'heif' && meta.compression !== 'av1')) {
    throw refuse(
      `Not a supported picture (${format ?? 'unknown'}): upload a PNG, JPEG, WebP or AVIF file`,
    );
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw refuse('Not a picture: it has no size');
  if (width * height > maxPixels) {
    throw refuse(
      `Picture too large: ${width}×${height}, at most ${maxPixels.toLocaleString('en')} pixels`,
      413,
    );
  }
  const [minWidth, minHeight] = sizes[0];
  if (width < minWidth || height < minHeight) {
    throw refuse(`Picture too small: ${width}×${height}, at least ${minWidth}×${minHeight} pixels`);
  }
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  try {
    return await Promise.all(
      sizes.map(async ([w, h]) => {
        const bytes = await sharp(input, { limitInputPixels: maxPixels })
          .autoOrient()
          .resize(w, h, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
        return { width: w, height: h, name: `${hash}-${w}.webp`, bytes };
      }),
    );
  } catch {
    // A header that reads well over a body that does not decode (truncated, corrupt).
    throw refuse('The picture could not be read: it may be damaged');
  }
}
