import { nameIn } from '../../i18n/name-in.ts';
import type { CatalogRepository } from './repository.ts';

/** "660 Diamonds": the amount in the name of the game's first goods type, in the player's language. */
export async function amountName(
  catalog: CatalogRepository,
  q: { tenantId: string; gameCode: string; amount: number; lang: string | undefined },
): Promise<string> {
  const [type] = await catalog.listTypes(q.tenantId, q.gameCode);
  const unit = type ? nameIn(type.names, q.lang) : '';
  return `${q.amount.toLocaleString('en-US')} ${unit}`.trim();
}
