/* global window */
// The page every login provider returns to (README "Third-party login"). It keeps what came back
// (the query, or Facebook's fragment) for the shop and goes back to the page the login started
// on, which finishes the login (features/account/social-login.ts). No framework: it must load
// before anything else and never keep a code in the address bar or in history.
(function () {
  var RETURN_KEY = 'topup_social_return';
  var PENDING_KEY = 'topup_social_pending';
  var back = '/';
  try {
    var pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) || 'null');
    if (pending && typeof pending.returnTo === 'string') {
      var target = new URL(pending.returnTo, window.location.href);
      // Only back into this shop.
      if (target.origin === window.location.origin) back = target.pathname + target.search;
    }
    sessionStorage.setItem(
      RETURN_KEY,
      JSON.stringify({
        query: window.location.search.slice(1),
        hash: window.location.hash.slice(1),
      }),
    );
  } catch {
    // Storage blocked: the shop shows its cookie/private-mode warning and the login fails.
  }
  window.location.replace(back);
})();
