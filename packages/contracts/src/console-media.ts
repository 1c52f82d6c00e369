import * as z from 'zod/mini';

/** The picture types an operator may upload, told by their content (never the declared type). */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;

/** What an upload is for, which sets the sizes it is made in: goods (square) or key art (4:1). */
export const pictureUploadQuerySchema = z.object({
  use: z._default(z.enum(['goods', 'key-art']), 'goods'),
});
export type PictureUploadUse = z.infer<typeof pictureUploadQuerySchema>['use'];

/** One stored size of an uploaded picture. */
export const pictureVariantSchema = z.object({
  width: z.number(),
  height: z.number(),
  url: z.string(),
});

/**
 * An uploaded picture: `image` is the URL a goods' image field takes (the size the shop's goods
 * card shows, at twice its CSS pixels); `variants` every stored size, smallest first.
 */
export const uploadedPictureSchema = z.object({
  image: z.string(),
  variants: z.array(pictureVariantSchema),
});
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;
