import type { MessageKey } from './en.ts';

export const it: Record<MessageKey, string> = {
  'game.notFound': 'Gioco non trovato',
  'area.unavailable': 'Questa regione non è disponibile su questo sito',
  'area.serverElsewhere':
    'Questo server non appartiene alla regione selezionata. Scegli un server di questa regione.',
  'auth.loginFirst': "Effettua prima l'accesso.",
  'auth.notVerified': "È richiesta la verifica dell'identità",
  'request.invalid': 'Richiesta non valida ({where})',
  'request.tooMany': 'Troppe richieste, riprova tra {seconds} s',
  'request.internalError': 'Errore interno',
  'request.unavailable': 'Servizio temporaneamente non disponibile, riprova tra qualche istante',
  'request.badCharacters': 'La richiesta contiene caratteri non consentiti ({field})',
  'catalog.roleNotFound': 'Personaggio non trovato. Scegli di nuovo o cambia account.',
  'catalog.unknownProduct': 'Prodotto sconosciuto',
  'accounts.invalidLogin': 'Parametri di accesso non validi',
  'accounts.loginFailed': 'Account o password errati',
  'accounts.loginLocked.one':
    'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} minuto.',
  'accounts.loginLocked.other':
    'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} minuti.',
  'accounts.methodUnavailable':
    'Questo metodo di accesso non è disponibile qui. Accedi con il tuo account e la tua password.',
  'accounts.socialLoginFailed': 'Accesso non riuscito. Riprova.',
  'accounts.badReturnPage': 'La pagina di ritorno deve essere una pagina di questo negozio.',
  'accounts.loginOtherBrowser':
    "Questo accesso è stato avviato in un altro browser o il suo cookie non c'è più. Riavvia l'accesso qui.",
  'pay.paywayMissing': 'Questo metodo di pagamento non esiste.',
  'pay.channelMissing': 'Il canale di pagamento non esiste, riprova.',
  'pay.badParams': 'Parametri errati per il metodo di pagamento selezionato',
  'pay.payerDetails': 'Inserisci i dati del pagatore richiesti da questo metodo di pagamento',
  'pay.invalidLink': 'Il link non è valido, aggiorna la pagina e riprova.',
  'pay.illegalCoupon': 'Questo coupon non può essere utilizzato',
  'pay.accountBlocked':
    "Gli acquisti con questo account sono sospesi a causa di un ordine rimborsato. Salda il pagamento integrativo in sospeso con il link che ti ha inviato l'assistenza clienti, poi riprova.",
  'pay.currencyNotTaken': 'Questo metodo di pagamento non accetta {currency}. Scegline un altro.',
  'pay.unavailable': 'Questo metodo di pagamento non è ancora disponibile. Scegline un altro.',
  'catalog.gameUnavailable':
    'I server del gioco non sono ancora raggiungibili da questo negozio. Riprova più tardi.',
  'pay.queryError': 'Errore di richiesta, torna alla home e riprova',
  'pay.tooManyUnpaid':
    'Hai troppi ordini non pagati. Pagane uno o attendi che scadano, poi riprova.',
  'coupons.cannotClaim': 'Questo coupon non può essere riscattato',
  'coupons.alreadyClaimed': 'Questo coupon è già stato riscattato',
  'replenish.invalid':
    "Questo link di pagamento integrativo non è valido. Contatta l'assistenza clienti per ottenere un nuovo link.",
  'replenish.cancelled':
    "Questo link di pagamento integrativo è stato annullato. Contatta l'assistenza clienti per ottenere un nuovo link.",
  'replenish.expired':
    "Questa pagina è scaduta, contatta l'assistenza clienti per ottenere un nuovo link",
  'replenish.paid': 'Questo pagamento integrativo è già stato effettuato.',
  'replenish.otherAccount':
    "L'account di accesso deve corrispondere all'account di gioco della ricarica.",
  'replenish.otherGame': 'Questo link di pagamento integrativo appartiene a un altro gioco.',
  'replenish.paymentUnderWay':
    'Un pagamento di questo link è già in attesa di essere completato. Completalo entro il tempo previsto per il pagamento o riprova tra {minutes} minuti.',
  'limits.limitReached':
    'Questo articolo non può essere acquistato perché è stato raggiunto il limite di acquisto',
  'limits.unpaidOrder':
    "C'è un ordine per questo articolo che non è stato pagato. Vai prima alla pagina di pagamento per completare il pagamento.",
  'offers.notStarted': 'Questa offerta non è ancora disponibile',
  'offers.ended': 'Questa offerta è terminata',
  'offers.stepLocked': 'Completa prima il passaggio precedente di questa offerta',
  'offers.claimFreeStep': 'Questo passaggio è gratuito: riscattalo invece di pagare',
  'offers.stepTaken': "Hai già questo passaggio dell'offerta",
  'cards.invalid': 'Numero della carta o password errati',
  'cards.invalidCode': 'Codice della carta regalo errato',
  'cards.used': 'Questa carta è già stata utilizzata',
  'cards.expired': 'Questa carta non può più essere utilizzata',
  'cards.otherGame': 'Questa carta non può essere utilizzata per questo gioco',
  'cards.otherCurrency': 'Questa carta non può essere utilizzata in questa regione',
  'cards.otherPrice': 'Il valore di questa carta non corrisponde al prezzo di questo prodotto',
  'cards.tooManyGuesses.one':
    'Troppi numeri di carta o codici errati. Riprova tra {minutes} minuto.',
  'cards.tooManyGuesses.other':
    'Troppi numeri di carta o codici errati. Riprova tra {minutes} minuti.',
  'giftCards.invalidCode': 'Codice della carta regalo non valido',
  'activity.missing': 'Questo evento non esiste',
  'activity.notStarted': 'Questo evento non è ancora iniziato',
  'activity.ended': 'Questo evento è terminato',
  'activity.noSuchReward': 'Questo evento non prevede questo premio',
  'activity.rewardLocked': 'Questo premio non è ancora stato raggiunto',
  'activity.rewardReceived': 'Questo premio è già stato ricevuto',
  'daily.missing': "Al momento non c'è nessun premio giornaliero per questo gioco",
  'daily.claimedToday':
    'Il premio giornaliero di oggi è già stato riscattato. Torna dopo il prossimo azzeramento.',
  'orders.makeUpPayment': 'Pagamento integrativo',
  'orders.prepaidCard': 'Carta prepagata',
  'orders.giftCard': 'Carta regalo',
  'caps.dailyReached':
    'Questo acquisto supererebbe il tuo limite di spesa giornaliero di {cap}. Oggi puoi ancora spendere {left}.',
  'caps.weeklyReached':
    'Questo acquisto supererebbe il tuo limite di spesa settimanale di {cap}. Questa settimana puoi ancora spendere {left}.',
  'caps.monthlyReached':
    'Questo acquisto supererebbe il tuo limite di spesa mensile di {cap}. Questo mese puoi ancora spendere {left}.',
  'caps.ageReached':
    'Questo acquisto supererebbe il limite mensile di {cap} per la tua fascia d’età. Questo mese puoi ancora spendere {left}.',
  'caps.otherCurrency':
    'I tuoi limiti di spesa sono in {currency}. Finché è impostato un limite, non è possibile acquistare in un’altra valuta.',
  'caps.pinRequired': 'Inserisci il PIN del genitore per modificare i limiti di spesa.',
  'caps.pinWrong': 'Il PIN del genitore non è corretto.',
  'caps.pinLocked': 'Troppi PIN errati. Riprova tra {minutes} min.',
  'playerId.unavailable': 'Questo gioco non può essere ricaricato tramite ID giocatore.',
  'playerId.notFound':
    "Nessun personaggio ha questo ID giocatore. Controlla l'ID e il server e riprova.",
  'playerId.expired': "Questa conferma è scaduta. Cerca di nuovo l'ID giocatore.",
  'playerId.tooMany': 'Troppe ricerche di ID giocatore. Riprova tra {minutes} min.',
  'playerId.loginNeeded':
    "Coupon, articoli limitati e offerte richiedono l'accesso. Con l'ID giocatore si acquistano solo articoli normali.",
};
