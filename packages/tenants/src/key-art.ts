// A game's key art (issue 29 item 9), the banner over the game and goods pages. The shop draws one
// for each of its own game pictures (scripts/generate-demo-art.ts): /games/<name>.svg has its key
// art at /games/art/<name>.svg. A game whose logo is the publisher's own has no key art here, and
// its pages show the game without a banner.
const ownPicture = /^\/games\/([a-z0-9-]+)\.svg$/;

export function keyArtOf(logo: string | undefined): string | null {
  const name = logo && ownPicture.exec(logo)?.[1];
  return name ? `/games/art/${name}.svg` : null;
}
