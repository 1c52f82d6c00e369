// Every screen is its own chunk: the first page only downloads the shell and the screen it shows.
export const lazyPages = {
  selectGame: () =>
    import('../../features/select-game/components/select-game-page.tsx').then((m) => ({
      Component: m.SelectGamePage,
    })),
  selectGoods: () =>
    import('../../features/select-goods/components/select-goods-page.tsx').then((m) => ({
      Component: m.SelectGoodsPage,
    })),
  recharge: () =>
    import('../../features/recharge/components/recharge-page.tsx').then((m) => ({
      Component: m.RechargePage,
    })),
  result: () =>
    import('../../features/result/components/result-page.tsx').then((m) => ({
      Component: m.ResultPage,
    })),
  replenishGoods: () =>
    import('../../features/replenish/components/replenish-goods-page.tsx').then((m) => ({
      Component: m.ReplenishGoodsPage,
    })),
  activity: () =>
    import('../../features/activity/components/activity-page.tsx').then((m) => ({
      Component: m.ActivityPage,
    })),
  my: () =>
    import('../../features/my/components/my-page.tsx').then((m) => ({ Component: m.MyPage })),
  userCenter: () =>
    import('../../features/user-center/components/user-center-page.tsx').then((m) => ({
      Component: m.UserCenterPage,
    })),
  notArea: () =>
    import('../../features/errors/components/not-area-page.tsx').then((m) => ({
      Component: m.NotAreaPage,
    })),
  showError: () =>
    import('../../features/errors/components/show-error-page.tsx').then((m) => ({
      Component: m.ShowErrorPage,
    })),
  errorReplenish: () =>
    import('../../features/errors/components/error-replenish-page.tsx').then((m) => ({
      Component: m.ErrorReplenishPage,
    })),
  certifiedReal: () =>
    import('../../features/errors/components/certified-real-page.tsx').then((m) => ({
      Component: m.CertifiedRealPage,
    })),
  order: () =>
    import('../../features/order/order-page.tsx').then((m) => ({ Component: m.OrderPage })),
  playerId: () =>
    import('../../features/player-id/components/player-id-route.tsx').then((m) => ({
      Component: m.PlayerIdRoute,
    })),
  accessibility: () =>
    import('../../features/accessibility/components/accessibility-page.tsx').then((m) => ({
      Component: m.AccessibilityPage,
    })),
  notFound: () =>
    import('../../features/errors/components/not-found-page.tsx').then((m) => ({
      Component: m.NotFoundPage,
    })),
};
