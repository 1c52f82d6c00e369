import type { MessageKey } from './en.ts';

export const fr: Record<MessageKey, string> = {
  'game.notFound': 'Jeu introuvable',
  'area.unavailable': "Cette région n'est pas disponible sur ce site",
  'area.serverElsewhere':
    "Ce serveur n'appartient pas à la région choisie. Veuillez choisir un serveur de cette région.",
  'auth.loginFirst': 'Veuillez d’abord vous connecter.',
  'auth.notVerified': "Une vérification d'identité est requise",
  'request.invalid': 'Requête invalide ({where})',
  'request.tooMany': 'Trop de requêtes, réessayez dans {seconds} s',
  'request.internalError': 'Erreur interne',
  'request.unavailable': 'Service temporairement indisponible, veuillez réessayer dans un instant',
  'request.badCharacters': 'La requête contient des caractères non autorisés ({field})',
  'catalog.roleNotFound':
    'Personnage introuvable. Veuillez choisir à nouveau ou changer de compte.',
  'catalog.unknownProduct': 'Produit inconnu',
  'accounts.invalidLogin': 'Paramètres de connexion invalides',
  'accounts.loginFailed': 'Compte ou mot de passe incorrect',
  'accounts.loginLocked.one':
    'Trop de tentatives de connexion échouées. Veuillez réessayer dans {minutes} minute.',
  'accounts.loginLocked.other':
    'Trop de tentatives de connexion échouées. Veuillez réessayer dans {minutes} minutes.',
  'accounts.methodUnavailable':
    "Ce mode de connexion n'est pas disponible ici. Veuillez vous connecter avec votre compte et votre mot de passe.",
  'accounts.socialLoginFailed': 'Échec de la connexion. Veuillez réessayer.',
  'accounts.badReturnPage': 'La page de retour doit être une page de cette boutique.',
  'accounts.loginOtherBrowser':
    'Cette connexion a été commencée dans un autre navigateur, ou son cookie a disparu. Veuillez recommencer la connexion ici.',
  'pay.paywayMissing': 'Ce moyen de paiement n’existe pas.',
  'pay.channelMissing': "Le canal de paiement n'existe pas, veuillez réessayer.",
  'pay.badParams': 'Paramètres incorrects pour le moyen de paiement sélectionné',
  'pay.payerDetails': 'Saisissez les informations du payeur requises par ce moyen de paiement',
  'pay.invalidLink': "Le lien n'est pas valide, veuillez actualiser la page et réessayer.",
  'pay.illegalCoupon': 'Ce coupon ne peut pas être utilisé',
  'pay.accountBlocked':
    "Les achats sur ce compte sont suspendus à cause d'une commande remboursée. Réglez le paiement complémentaire en attente avec le lien envoyé par le service client, puis réessayez.",
  'pay.currencyNotTaken':
    "Ce moyen de paiement n'accepte pas {currency}. Veuillez en choisir un autre.",
  'pay.unavailable':
    "Ce moyen de paiement n'est pas encore disponible. Veuillez en choisir un autre.",
  'catalog.gameUnavailable':
    'Les serveurs du jeu ne sont pas encore joignables depuis cette boutique. Veuillez réessayer plus tard.',
  'pay.queryError': "Erreur de requête, veuillez revenir à l'accueil et réessayer",
  'pay.tooManyUnpaid':
    "Vous avez trop de commandes impayées. Payez-en une ou attendez qu'elles expirent, puis réessayez.",
  'coupons.cannotClaim': 'Ce coupon ne peut pas être récupéré',
  'coupons.alreadyClaimed': 'Ce coupon a déjà été récupéré',
  'replenish.invalid':
    "Ce lien de paiement complémentaire n'est pas valide. Veuillez contacter le service client pour obtenir un nouveau lien.",
  'replenish.cancelled':
    'Ce lien de paiement complémentaire a été annulé. Veuillez contacter le service client pour obtenir un nouveau lien.',
  'replenish.expired':
    'Cette page a expiré, contactez le service client pour obtenir un nouveau lien',
  'replenish.paid': 'Ce paiement complémentaire a déjà été réglé.',
  'replenish.otherAccount': 'Le compte connecté doit correspondre au compte de jeu à recharger.',
  'replenish.otherGame': 'Ce lien de paiement complémentaire appartient à un autre jeu.',
  'replenish.paymentUnderWay':
    'Un paiement de ce lien est déjà en attente de finalisation. Terminez-le dans son délai de paiement ou réessayez dans {minutes} minutes.',
  'limits.limitReached': "Cet article ne peut pas être acheté car la limite d'achat a été atteinte",
  'limits.unpaidOrder':
    "Une commande de cet article n'a pas encore été payée. Veuillez d'abord finaliser le paiement sur la page de paiement.",
  'offers.notStarted': "Cette offre n'est pas encore disponible",
  'offers.ended': 'Cette offre est terminée',
  'offers.stepLocked': "Terminez d'abord l'étape précédente de cette offre",
  'offers.claimFreeStep': 'Cette étape est gratuite : récupérez-la au lieu de payer',
  'offers.stepTaken': "Vous avez déjà cette étape de l'offre",
  'cards.invalid': 'Numéro de carte ou mot de passe incorrect',
  'cards.invalidCode': 'Code de carte cadeau incorrect',
  'cards.used': 'Cette carte a déjà été utilisée',
  'cards.expired': 'Cette carte ne peut plus être utilisée',
  'cards.otherGame': 'Cette carte ne peut pas être utilisée pour ce jeu',
  'cards.otherCurrency': 'Cette carte ne peut pas être utilisée dans cette région',
  'cards.otherPrice': 'La valeur de cette carte ne correspond pas au prix de ce produit',
  'cards.tooManyGuesses.one':
    'Trop de numéros de carte ou de codes erronés. Veuillez réessayer dans {minutes} minute.',
  'cards.tooManyGuesses.other':
    'Trop de numéros de carte ou de codes erronés. Veuillez réessayer dans {minutes} minutes.',
  'giftCards.invalidCode': 'Code de carte cadeau invalide',
  'activity.missing': "Cet événement n'existe pas",
  'activity.notStarted': "Cet événement n'a pas encore commencé",
  'activity.ended': 'Cet événement est terminé',
  'activity.noSuchReward': "Cet événement n'a pas cette récompense",
  'activity.rewardLocked': "Cette récompense n'est pas encore atteinte",
  'activity.rewardReceived': 'Cette récompense a déjà été reçue',
  'daily.missing': 'Aucune récompense quotidienne pour ce jeu en ce moment',
  'daily.claimedToday':
    "La récompense quotidienne d'aujourd'hui a déjà été réclamée. Revenez après la prochaine réinitialisation.",
  'orders.makeUpPayment': 'Paiement complémentaire',
  'orders.prepaidCard': 'Carte prépayée',
  'orders.giftCard': 'Carte cadeau',
  'caps.dailyReached':
    'Cet achat dépasserait votre plafond de dépenses quotidien de {cap}. Vous pouvez encore dépenser {left} aujourd’hui.',
  'caps.weeklyReached':
    'Cet achat dépasserait votre plafond de dépenses hebdomadaire de {cap}. Vous pouvez encore dépenser {left} cette semaine.',
  'caps.monthlyReached':
    'Cet achat dépasserait votre plafond de dépenses mensuel de {cap}. Vous pouvez encore dépenser {left} ce mois-ci.',
  'caps.ageReached':
    'Cet achat dépasserait le plafond mensuel de {cap} pour votre tranche d’âge. Vous pouvez encore dépenser {left} ce mois-ci.',
  'caps.otherCurrency':
    'Vos plafonds de dépenses sont en {currency}. Tant qu’un plafond est défini, les achats dans une autre devise sont impossibles.',
  'caps.pinRequired': 'Saisissez le code PIN parental pour modifier les plafonds de dépenses.',
  'caps.pinWrong': 'Le code PIN parental est incorrect.',
  'caps.pinLocked': 'Trop de codes PIN incorrects. Veuillez réessayer dans {minutes} min.',
  'playerId.unavailable': 'Ce jeu ne peut pas être rechargé par identifiant de joueur.',
  'playerId.notFound':
    "Aucun personnage n'a cet identifiant de joueur. Vérifiez l'identifiant et le serveur, puis réessayez.",
  'playerId.expired':
    "Cette confirmation a expiré. Veuillez rechercher à nouveau l'identifiant de joueur.",
  'playerId.tooMany':
    "Trop de recherches d'identifiants de joueur. Veuillez réessayer dans {minutes} min.",
  'playerId.loginNeeded':
    'Les coupons, articles limités et offres nécessitent une connexion. La recharge par identifiant achète des articles ordinaires.',
};
