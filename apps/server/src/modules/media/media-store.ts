/**
 * Where uploaded pictures are kept. Names are content hashes (picture.ts): writing a name that
 * exists writes the same bytes, so stores may skip it, and nothing is ever overwritten.
 */
export interface MediaStore {
  /** Stores `bytes` under `name` (a file name, no folders). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The URL browsers load `name` from: a same-origin path, or the bucket's public URL. */
  urlOf(name: string): string;
}

/** A stored picture's name: a hex hash, the width, the format. Nothing else is ever served. */
export const mediaNamePattern = /^[0-9a-f]{32}-\d{1,4}\.webp$/;

/** The same-origin path local pictures are served under (media-routes.ts). */
export const localMediaPrefix = '/media/';
