import type { MessageKey } from './en.ts';

export const de: Record<MessageKey, string> = {
  'game.notFound': 'Spiel nicht gefunden',
  'area.unavailable': 'Diese Region ist auf dieser Seite nicht verfügbar',
  'area.serverElsewhere':
    'Dieser Server gehört nicht zur gewählten Region. Bitte wähle einen Server dieser Region.',
  'auth.loginFirst': 'Bitte melde dich zuerst an.',
  'auth.notVerified': 'Eine Klarnamen-Verifizierung ist erforderlich',
  'request.invalid': 'Ungültige Anfrage ({where})',
  'request.tooMany': 'Zu viele Anfragen, bitte in {seconds} s erneut versuchen',
  'request.internalError': 'Interner Fehler',
  'request.unavailable':
    'Dienst vorübergehend nicht verfügbar, bitte versuche es gleich noch einmal',
  'request.badCharacters': 'Die Anfrage enthält unzulässige Zeichen ({field})',
  'catalog.roleNotFound': 'Charakter nicht gefunden. Bitte wähle erneut oder wechsle das Konto.',
  'catalog.unknownProduct': 'Unbekanntes Produkt',
  'accounts.invalidLogin': 'Ungültige Anmeldedaten',
  'accounts.loginFailed': 'Konto oder Passwort ist falsch',
  'accounts.loginLocked.one':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {minutes} Minute erneut.',
  'accounts.loginLocked.other':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {minutes} Minuten erneut.',
  'accounts.methodUnavailable':
    'Diese Anmeldeart ist hier nicht verfügbar. Bitte melde dich mit deinem Konto und Passwort an.',
  'accounts.socialLoginFailed': 'Anmeldung fehlgeschlagen. Bitte versuche es erneut.',
  'accounts.badReturnPage': 'Die Rücksprungseite muss eine Seite dieses Shops sein.',
  'accounts.loginOtherBrowser':
    'Diese Anmeldung wurde in einem anderen Browser begonnen oder ihr Cookie fehlt. Bitte starte die Anmeldung hier neu.',
  'pay.paywayMissing': 'Diese Zahlungsmethode existiert nicht.',
  'pay.channelMissing': 'Der Zahlungskanal existiert nicht, bitte versuche es erneut.',
  'pay.badParams': 'Falsche Angaben für die gewählte Zahlungsmethode',
  'pay.payerDetails': 'Gib die Zahlerdaten ein, die diese Zahlungsart benötigt',
  'pay.invalidLink': 'Der Link ist ungültig. Bitte lade die Seite neu und versuche es erneut.',
  'pay.illegalCoupon': 'Dieser Gutschein kann nicht verwendet werden',
  'pay.accountBlocked':
    'Käufe mit diesem Konto sind wegen einer erstatteten Bestellung gesperrt. Bitte begleiche die offene Nachzahlung über den Link, den dir der Kundendienst geschickt hat, und versuche es dann erneut.',
  'pay.currencyNotTaken':
    'Diese Zahlungsmethode nimmt keine Zahlungen in {currency} an. Bitte wähle eine andere.',
  'pay.unavailable': 'Diese Zahlungsmethode ist noch nicht verfügbar. Bitte wähle eine andere.',
  'catalog.gameUnavailable':
    'Die Server des Spiels sind von diesem Shop aus noch nicht erreichbar. Bitte versuche es später erneut.',
  'pay.queryError': 'Abfragefehler. Bitte kehre zur Startseite zurück und versuche es erneut.',
  'pay.tooManyUnpaid':
    'Du hast zu viele unbezahlte Bestellungen. Bezahle eine davon oder warte, bis sie ablaufen, und versuche es dann erneut.',
  'coupons.cannotClaim': 'Dieser Gutschein kann nicht abgeholt werden',
  'coupons.alreadyClaimed': 'Dieser Gutschein wurde bereits abgeholt',
  'replenish.invalid':
    'Dieser Nachzahlungslink ist ungültig. Bitte wende dich an den Kundenservice, um einen neuen Link zu erhalten.',
  'replenish.cancelled':
    'Dieser Nachzahlungslink wurde storniert. Bitte wende dich an den Kundenservice, um einen neuen Link zu erhalten.',
  'replenish.expired':
    'Diese Seite ist abgelaufen. Wende dich an den Kundenservice, um einen neuen Link zu erhalten',
  'replenish.paid': 'Diese Nachzahlung wurde bereits bezahlt.',
  'replenish.otherAccount':
    'Das angemeldete Konto muss mit dem Spielkonto der Aufladung übereinstimmen.',
  'replenish.otherGame': 'Dieser Nachzahlungslink gehört zu einem anderen Spiel.',
  'replenish.paymentUnderWay':
    'Eine Zahlung für diesen Link wartet bereits auf ihren Abschluss. Schließe sie innerhalb ihres Zahlungszeitraums ab oder versuche es in {minutes} Minuten erneut.',
  'limits.limitReached': 'Dieser Artikel kann nicht gekauft werden, da das Kauflimit erreicht ist',
  'limits.unpaidOrder':
    'Für diesen Artikel gibt es eine Bestellung, die noch nicht erfolgreich bezahlt wurde. Bitte schließe zuerst die Zahlung auf der Zahlungsseite ab.',
  'offers.notStarted': 'Dieses Angebot ist noch nicht verfügbar',
  'offers.ended': 'Dieses Angebot ist abgelaufen',
  'offers.stepLocked': 'Schließe zuerst den vorherigen Schritt dieses Angebots ab',
  'offers.claimFreeStep': 'Dieser Schritt ist kostenlos: Hole ihn ab, statt zu bezahlen',
  'offers.stepTaken': 'Du hast diesen Schritt des Angebots bereits',
  'cards.invalid': 'Kartennummer oder Passwort ist falsch',
  'cards.invalidCode': 'Falscher Geschenkkartencode',
  'cards.used': 'Diese Karte wurde bereits verwendet',
  'cards.expired': 'Diese Karte kann nicht mehr verwendet werden',
  'cards.otherGame': 'Diese Karte kann für dieses Spiel nicht verwendet werden',
  'cards.otherCurrency': 'Diese Karte kann in dieser Region nicht verwendet werden',
  'cards.otherPrice': 'Der Wert dieser Karte entspricht nicht dem Preis dieses Produkts',
  'cards.tooManyGuesses.one':
    'Zu viele falsche Kartennummern oder Codes. Bitte versuche es in {minutes} Minute erneut.',
  'cards.tooManyGuesses.other':
    'Zu viele falsche Kartennummern oder Codes. Bitte versuche es in {minutes} Minuten erneut.',
  'giftCards.invalidCode': 'Ungültiger Geschenkkartencode',
  'activity.missing': 'Dieses Event existiert nicht',
  'activity.notStarted': 'Dieses Event hat noch nicht begonnen',
  'activity.ended': 'Dieses Event ist beendet',
  'activity.noSuchReward': 'Dieses Event hat keine solche Belohnung',
  'activity.rewardLocked': 'Diese Belohnung wurde noch nicht erreicht',
  'activity.rewardReceived': 'Diese Belohnung wurde bereits erhalten',
  'daily.missing': 'Für dieses Spiel gibt es gerade keine tägliche Belohnung',
  'daily.claimedToday':
    'Die heutige Tagesbelohnung wurde bereits abgeholt. Komm nach dem nächsten Zurücksetzen wieder.',
  'orders.makeUpPayment': 'Nachzahlung',
  'orders.prepaidCard': 'Prepaid-Karte',
  'orders.giftCard': 'Geschenkkarte',
  'caps.dailyReached':
    'Mit diesem Kauf würdest du dein Tageslimit von {cap} überschreiten. Heute kannst du noch {left} ausgeben.',
  'caps.weeklyReached':
    'Mit diesem Kauf würdest du dein Wochenlimit von {cap} überschreiten. Diese Woche kannst du noch {left} ausgeben.',
  'caps.monthlyReached':
    'Mit diesem Kauf würdest du dein Monatslimit von {cap} überschreiten. Diesen Monat kannst du noch {left} ausgeben.',
  'caps.ageReached':
    'Mit diesem Kauf würdest du das Monatslimit von {cap} für deine Altersgruppe überschreiten. Diesen Monat kannst du noch {left} ausgeben.',
  'caps.otherCurrency':
    'Deine Ausgabenlimits gelten in {currency}. Solange ein Limit gesetzt ist, sind Käufe in einer anderen Währung nicht möglich.',
  'caps.pinRequired': 'Gib die Eltern-PIN ein, um die Ausgabenlimits zu ändern.',
  'caps.pinWrong': 'Die Eltern-PIN ist falsch.',
  'caps.pinLocked': 'Zu viele falsche PINs. Bitte versuche es in {minutes} Min. erneut.',
  'playerId.unavailable': 'Dieses Spiel kann nicht per Spieler-ID aufgeladen werden.',
  'playerId.notFound':
    'Zu dieser Spieler-ID gibt es keinen Charakter. Prüfe ID und Server und versuche es erneut.',
  'playerId.expired': 'Diese Bestätigung ist abgelaufen. Bitte suche die Spieler-ID erneut.',
  'playerId.tooMany':
    'Zu viele Suchen nach Spieler-IDs. Bitte versuche es in {minutes} Min. erneut.',
  'playerId.loginNeeded':
    'Gutscheine, limitierte Artikel und Angebote erfordern eine Anmeldung. Per Spieler-ID gibt es nur reguläre Artikel.',
};
