import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useUserInfo } from '../../../shared/session/session-store.ts';
import { AccumAutoShowSlot } from '../../activity/components/accum-auto-show-slot.tsx';
import { DailyRewardSlot } from '../../daily-reward/components/daily-reward-slot.tsx';
import { usePageConfig } from '../../config/api/get-page-config.ts';
import { useGameList, useGameListFailure } from '../../game/api/get-game-list.ts';
import { GameCard } from '../../game/components/game-card.tsx';
import { patchSelection } from '../../game/selection-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { useLimitBlocked } from '../../limits/use-limit-info.ts';
import { BuyButton, useStartPay } from '../../recharge/components/buy-button.tsx';
import { PromotionsSlot } from '../../promotions/components/promotions-slot.tsx';
import { PayFlowSlot } from '../../result/components/pay-flow-slot.tsx';
import { areaLabel } from '../../region/area-label.ts';
import { GOODS_LIST_PATH, goodsListQuery, useGoodsList } from '../../game/api/get-goods-list.ts';
import { useRoleLink } from '../use-role-link.ts';
import { useSelectionSync } from '../use-selection-sync.ts';
import { GoodsSection } from './goods-section.tsx';
import { RegionRow } from './region-row.tsx';
import { RoleSection } from './role-section.tsx';
import { SelectionSummary } from './selection-summary.tsx';
import '../select-goods.css';

// Gift cards need a login: a first visit does not load their entry (initial JS budget, issue 17).
const GiftCardEntry = lazy(() =>
  import('../../gift-cards/components/gift-card-entry.tsx').then((m) => ({
    default: m.GiftCardEntry,
  })),
);

// A free offer step is claimed, not bought (decision 0028): its button replaces the buy button.
const ClaimStepButton = lazy(() =>
  import('../../offers/components/claim-step-button.tsx').then((m) => ({
    default: m.ClaimStepButton,
  })),
);

/** Select role and goods (SPEC §2): game, region, server, character, then the product. */
export function SelectGoodsPage() {
  const { t } = useTranslation();
  const ctx = useGameContext();
  const games = useGameList();
  const config = usePageConfig();
  const signedIn = useUserInfo(ctx.game.gpId) !== null;
  const picks = useSelectionSync(ctx);
  const { missing } = useRoleLink(ctx, signedIn);
  const ready = ctx.game.confirmed;
  // Server and role narrow the goods only together, so picking them costs one reload, not two.
  const role = picks.role && picks.server;
  const scope = {
    clientId: ctx.clientId,
    area: ctx.area,
    serverId: role ? picks.server?.value : undefined,
    roleId: role ? picks.role?.value : undefined,
  };
  const goods = useGoodsList(scope, ready);
  const goodsFailure = useLoadFailure(goods, GOODS_LIST_PATH, goodsListQuery(scope).queryKey);
  const gamesFailure = useGameListFailure(games);
  const selected = goods.data?.goods.find((g) => g.product_id === picks.goods?.value);
  const limitBlocked = useLimitBlocked(selected);
  const startPay = useStartPay();
  // With the character chosen, picking goods goes straight on to the methods: no detail popup to
  // confirm and no 'Buy now' in between (issue 29 item 12). A free step is claimed on the page.
  const paysOnPick = signedIn && Boolean(picks.server && picks.role);
  const select = (item: GoodsData) => {
    patchSelection({
      goods: { value: item.product_id, display: item.display, typeKey: item.typeKey },
    });
    if (paysOnPick && !item.offer?.free) startPay.start(item.product_id);
  };
  // A promotion's goods link picks the goods like its card does.
  const goodsById = (id: string) => goods.data?.goods.find((g) => g.product_id === id);
  const pickPromoted = (id: string) => {
    const item = goodsById(id);
    if (item) select(item);
  };

  let body;
  let aside = null;
  if (!ready && gamesFailure.failed) body = <LoadError onRetry={gamesFailure.retry} />;
  else if (!ready && games.data?.length === 0) body = <Empty />;
  else if (!ready) body = <Skeleton />;
  else {
    const showRegion = config.data?.area_config.is_area_role && ctx.area;
    body = (
      <>
        {getBoot().tenant.areas.length > 1 && <RegionRow area={ctx.area} />}
        <RoleSection ctx={ctx} picks={picks} signedIn={signedIn} linkMissing={missing} />
        {signedIn && (
          <Suspense fallback={null}>
            <GiftCardEntry picks={picks} signedIn={signedIn} />
          </Suspense>
        )}
        {signedIn && <DailyRewardSlot clientId={ctx.clientId} picks={picks} />}
        <GoodsSection
          goods={goods}
          failure={goodsFailure}
          selectedId={picks.goods?.value}
          opensPay={paysOnPick && startPay.opensSheet}
          onSelect={select}
        />
      </>
    );
    // The order summary and pay: below the goods on a phone, a column of its own on desktop.
    aside = (
      <div className="goods-page__aside">
        <SelectionSummary
          gameName={ctx.game.name}
          region={showRegion ? areaLabel(t, showRegion) : undefined}
          picks={picks}
          goods={selected}
        />
        {selected?.offer?.free ? (
          <Suspense fallback={null}>
            <ClaimStepButton
              goods={selected}
              clientId={ctx.clientId}
              area={ctx.area}
              character={
                signedIn && scope.serverId && scope.roleId
                  ? { serverId: scope.serverId, roleId: scope.roleId }
                  : null
              }
            />
          </Suspense>
        ) : (
          <BuyButton
            ready={signedIn && Boolean(picks.server && picks.role && selected) && !limitBlocked}
            productId={selected?.product_id}
          />
        )}
      </div>
    );
  }

  return (
    <Page title={t('title.topup')}>
      <div className="goods-page">
        <div className="goods-page__main">
          <GameCard />
          {ready && (
            <PromotionsSlot
              clientId={ctx.clientId}
              canPick={(id) => goodsById(id) !== undefined}
              onPick={pickPromoted}
            />
          )}
          {body}
        </div>
        {aside}
      </div>
      <PayFlowSlot />
      <AccumAutoShowSlot />
    </Page>
  );
}
