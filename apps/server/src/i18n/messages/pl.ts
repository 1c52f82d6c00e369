import type { MessageKey } from './en.ts';

export const pl: Record<MessageKey, string> = {
  'game.notFound': 'Nie znaleziono gry',
  'area.unavailable': 'Ten region nie jest dostępny w tym serwisie',
  'area.serverElsewhere':
    'Ten serwer nie należy do wybranego regionu. Wybierz serwer z tego regionu.',
  'auth.loginFirst': 'Najpierw się zaloguj.',
  'auth.notVerified': 'Wymagana jest weryfikacja tożsamości',
  'request.invalid': 'Nieprawidłowe żądanie ({where})',
  'request.tooMany': 'Zbyt wiele żądań, spróbuj ponownie za {seconds} s',
  'request.internalError': 'Błąd wewnętrzny',
  'request.unavailable': 'Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę',
  'request.badCharacters': 'Żądanie zawiera niedozwolone znaki ({field})',
  'catalog.roleNotFound': 'Nie znaleziono postaci. Wybierz ponownie lub zmień konto.',
  'catalog.unknownProduct': 'Nieznany produkt',
  'accounts.invalidLogin': 'Nieprawidłowe dane logowania',
  'accounts.loginFailed': 'Nieprawidłowe konto lub hasło',
  'accounts.loginLocked.one':
    'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {minutes} minutę.',
  'accounts.loginLocked.other':
    'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {minutes} min.',
  'accounts.methodUnavailable':
    'Ta metoda logowania nie jest tutaj dostępna. Zaloguj się za pomocą konta i hasła.',
  'accounts.socialLoginFailed': 'Logowanie nie powiodło się. Spróbuj ponownie.',
  'accounts.badReturnPage': 'Strona powrotu musi być stroną tego sklepu.',
  'accounts.loginOtherBrowser':
    'To logowanie rozpoczęto w innej przeglądarce lub jego plik cookie zniknął. Rozpocznij logowanie ponownie tutaj.',
  'pay.paywayMissing': 'Ta metoda płatności nie istnieje.',
  'pay.channelMissing': 'Kanał płatności nie istnieje, spróbuj ponownie.',
  'pay.badParams': 'Nieprawidłowe parametry wybranej metody płatności',
  'pay.payerDetails': 'Podaj dane płatnika wymagane przez tę metodę płatności',
  'pay.invalidLink': 'Link jest nieprawidłowy, odśwież stronę i spróbuj ponownie.',
  'pay.illegalCoupon': 'Tego kuponu nie można użyć',
  'pay.accountBlocked':
    'Zakupy na tym koncie są wstrzymane z powodu zwróconego zamówienia. Ureguluj zaległą dopłatę za pomocą linku od obsługi klienta, a następnie spróbuj ponownie.',
  'pay.currencyNotTaken': 'Ta metoda płatności nie przyjmuje {currency}. Wybierz inną.',
  'pay.unavailable': 'Ta metoda płatności nie jest jeszcze dostępna. Wybierz inną.',
  'catalog.gameUnavailable':
    'Serwery gry nie są jeszcze dostępne z tego sklepu. Spróbuj ponownie później.',
  'pay.queryError': 'Błąd zapytania, wróć do strony głównej i spróbuj ponownie',
  'pay.tooManyUnpaid':
    'Masz zbyt wiele nieopłaconych zamówień. Opłać jedno z nich lub poczekaj, aż wygasną, i spróbuj ponownie.',
  'coupons.cannotClaim': 'Tego kuponu nie można odebrać',
  'coupons.alreadyClaimed': 'Ten kupon został już odebrany',
  'replenish.invalid':
    'Ten link do dopłaty jest nieprawidłowy. Skontaktuj się z obsługą klienta, aby otrzymać nowy link.',
  'replenish.cancelled':
    'Ten link do dopłaty został anulowany. Skontaktuj się z obsługą klienta, aby otrzymać nowy link.',
  'replenish.expired':
    'Ta strona wygasła, skontaktuj się z obsługą klienta, aby otrzymać nowy link',
  'replenish.paid': 'Ta dopłata została już opłacona.',
  'replenish.otherAccount':
    'Konto, na które się logujesz, musi być kontem gry, które ma zostać doładowane.',
  'replenish.otherGame': 'Ten link do dopłaty należy do innej gry.',
  'replenish.paymentUnderWay':
    'Płatność za ten link już czeka na dokończenie. Dokończ ją w wyznaczonym czasie lub spróbuj ponownie za {minutes} min.',
  'limits.limitReached': 'Nie można kupić tego produktu, ponieważ osiągnięto limit zakupów',
  'limits.unpaidOrder':
    'Istnieje nieopłacone zamówienie na ten produkt. Najpierw przejdź do strony płatności, aby dokończyć płatność.',
  'offers.notStarted': 'Ta oferta nie jest jeszcze dostępna',
  'offers.ended': 'Ta oferta się zakończyła',
  'offers.stepLocked': 'Najpierw ukończ poprzedni krok tej oferty',
  'offers.claimFreeStep': 'Ten krok jest darmowy: odbierz go zamiast płacić',
  'offers.stepTaken': 'Masz już ten krok oferty',
  'cards.invalid': 'Nieprawidłowy numer karty lub hasło',
  'cards.invalidCode': 'Nieprawidłowy kod karty podarunkowej',
  'cards.used': 'Ta karta została już użyta',
  'cards.expired': 'Tej karty nie można już użyć',
  'cards.otherGame': 'Tej karty nie można użyć w tej grze',
  'cards.otherCurrency': 'Tej karty nie można użyć w tym regionie',
  'cards.otherPrice': 'Wartość tej karty nie odpowiada cenie tego produktu',
  'cards.tooManyGuesses.one':
    'Zbyt wiele błędnych numerów kart lub kodów. Spróbuj ponownie za {minutes} minutę.',
  'cards.tooManyGuesses.other':
    'Zbyt wiele błędnych numerów kart lub kodów. Spróbuj ponownie za {minutes} min.',
  'giftCards.invalidCode': 'Niepoprawny kod karty podarunkowej',
  'activity.missing': 'To wydarzenie nie istnieje',
  'activity.notStarted': 'To wydarzenie jeszcze się nie rozpoczęło',
  'activity.ended': 'To wydarzenie się zakończyło',
  'activity.noSuchReward': 'To wydarzenie nie ma takiej nagrody',
  'activity.rewardLocked': 'Ta nagroda nie została jeszcze osiągnięta',
  'activity.rewardReceived': 'Ta nagroda została już odebrana',
  'daily.missing': 'Obecnie nie ma dziennej nagrody dla tej gry',
  'daily.claimedToday':
    'Dzisiejsza nagroda dzienna została już odebrana. Wróć po następnym resecie.',
  'orders.makeUpPayment': 'Dopłata',
  'orders.prepaidCard': 'Karta przedpłacona',
  'orders.giftCard': 'Karta podarunkowa',
  'caps.dailyReached':
    'Ten zakup przekroczyłby Twój dzienny limit wydatków wynoszący {cap}. Dziś możesz jeszcze wydać {left}.',
  'caps.weeklyReached':
    'Ten zakup przekroczyłby Twój tygodniowy limit wydatków wynoszący {cap}. W tym tygodniu możesz jeszcze wydać {left}.',
  'caps.monthlyReached':
    'Ten zakup przekroczyłby Twój miesięczny limit wydatków wynoszący {cap}. W tym miesiącu możesz jeszcze wydać {left}.',
  'caps.ageReached':
    'Ten zakup przekroczyłby miesięczny limit {cap} dla Twojej grupy wiekowej. W tym miesiącu możesz jeszcze wydać {left}.',
  'caps.otherCurrency':
    'Twoje limity wydatków są w {currency}. Dopóki limit jest ustawiony, zakupy w innej walucie są niemożliwe.',
  'caps.pinRequired': 'Wpisz PIN opiekuna, aby zmienić limity wydatków.',
  'caps.pinWrong': 'PIN opiekuna jest nieprawidłowy.',
  'caps.pinLocked': 'Zbyt wiele błędnych PIN-ów. Spróbuj ponownie za {minutes} min.',
  'playerId.unavailable': 'Tej gry nie można doładować za pomocą ID gracza.',
  'playerId.notFound':
    'Żadna postać nie ma tego ID gracza. Sprawdź ID i serwer, a następnie spróbuj ponownie.',
  'playerId.expired': 'To potwierdzenie wygasło. Wyszukaj ID gracza ponownie.',
  'playerId.tooMany': 'Zbyt wiele wyszukiwań ID gracza. Spróbuj ponownie za {minutes} min.',
  'playerId.loginNeeded':
    'Kupony, produkty limitowane i oferty wymagają zalogowania. Doładowanie przez ID gracza obejmuje tylko zwykłe produkty.',
};
