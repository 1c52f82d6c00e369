import type { MessageKey } from './en.ts';

export const es: Record<MessageKey, string> = {
  'game.notFound': 'No se encontró el juego',
  'area.unavailable': 'Esta región no está disponible en este sitio',
  'area.serverElsewhere':
    'Este servidor no pertenece a la región seleccionada. Elige un servidor de esta región.',
  'auth.loginFirst': 'Inicia sesión primero.',
  'auth.notVerified': 'Se requiere verificación de identidad',
  'request.invalid': 'Solicitud no válida ({where})',
  'request.tooMany': 'Demasiadas solicitudes, vuelve a intentarlo en {seconds} s',
  'request.internalError': 'Error interno',
  'request.unavailable': 'Servicio no disponible temporalmente, inténtalo de nuevo en un momento',
  'request.badCharacters': 'La solicitud contiene caracteres no permitidos ({field})',
  'catalog.roleNotFound': 'No se encontró el personaje. Vuelve a elegir o cambia de cuenta.',
  'catalog.unknownProduct': 'Producto desconocido',
  'accounts.invalidLogin': 'Datos de inicio de sesión no válidos',
  'accounts.loginFailed': 'Cuenta o contraseña incorrecta',
  'accounts.loginLocked.one':
    'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en {minutes} minuto.',
  'accounts.loginLocked.other':
    'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en {minutes} minutos.',
  'accounts.methodUnavailable':
    'Este método de inicio de sesión no está disponible aquí. Inicia sesión con tu cuenta y contraseña.',
  'accounts.socialLoginFailed': 'Error al iniciar sesión. Inténtalo de nuevo.',
  'accounts.badReturnPage': 'La página de retorno debe ser una página de esta tienda.',
  'accounts.loginOtherBrowser':
    'Este inicio de sesión se empezó en otro navegador o su cookie ya no está. Vuelve a iniciar sesión aquí.',
  'pay.paywayMissing': 'Este método de pago no existe.',
  'pay.channelMissing': 'El canal de pago no existe, inténtalo de nuevo.',
  'pay.badParams': 'Parámetros incorrectos para el método de pago seleccionado',
  'pay.payerDetails': 'Introduce los datos del pagador que requiere este método de pago',
  'pay.invalidLink': 'El enlace no es válido, actualiza la página e inténtalo de nuevo.',
  'pay.illegalCoupon': 'Este cupón no se puede usar',
  'pay.accountBlocked':
    'Las compras de esta cuenta están suspendidas por un pedido reembolsado. Salda el pago pendiente con el enlace que te envió el servicio de atención al cliente y vuelve a intentarlo.',
  'pay.currencyNotTaken': 'Este método de pago no acepta {currency}. Elige otro.',
  'pay.unavailable': 'Este método de pago aún no está disponible. Elige otro.',
  'catalog.gameUnavailable':
    'Los servidores del juego aún no son accesibles desde esta tienda. Inténtalo más tarde.',
  'pay.queryError': 'Error de consulta, vuelve a la página de inicio e inténtalo de nuevo',
  'pay.tooManyUnpaid':
    'Tienes demasiados pedidos sin pagar. Paga uno de ellos o espera a que caduquen e inténtalo de nuevo.',
  'coupons.cannotClaim': 'Este cupón no se puede reclamar',
  'coupons.alreadyClaimed': 'Este cupón ya se ha reclamado',
  'replenish.invalid':
    'Este enlace de pago complementario no es válido. Contacta con atención al cliente para obtener un nuevo enlace.',
  'replenish.cancelled':
    'Este enlace de pago complementario se ha cancelado. Contacta con atención al cliente para obtener un nuevo enlace.',
  'replenish.expired':
    'Esta página ha caducado. Contacta con atención al cliente para obtener un nuevo enlace',
  'replenish.paid': 'Este pago complementario ya se ha pagado.',
  'replenish.otherAccount':
    'La cuenta con la que inicias sesión debe coincidir con la cuenta de juego de la recarga.',
  'replenish.otherGame': 'Este enlace de pago complementario pertenece a otro juego.',
  'replenish.paymentUnderWay':
    'Ya hay un pago de este enlace pendiente de completarse. Complétalo dentro de su plazo de pago o vuelve a intentarlo en {minutes} minutos.',
  'limits.limitReached':
    'No se puede comprar este artículo porque se ha alcanzado el límite de compra',
  'limits.unpaidOrder':
    'Hay un pedido de este artículo que no se ha pagado correctamente. Ve primero a la página de pago para completar el pago.',
  'offers.notStarted': 'Esta oferta aún no está disponible',
  'offers.ended': 'Esta oferta ha terminado',
  'offers.stepLocked': 'Completa primero el paso anterior de esta oferta',
  'offers.claimFreeStep': 'Este paso es gratis: reclámalo en lugar de pagar',
  'offers.stepTaken': 'Ya tienes este paso de la oferta',
  'cards.invalid': 'Número de tarjeta o contraseña incorrectos',
  'cards.invalidCode': 'Código de tarjeta regalo incorrecto',
  'cards.used': 'Esta tarjeta ya se ha usado',
  'cards.expired': 'Esta tarjeta ya no se puede usar',
  'cards.otherGame': 'Esta tarjeta no se puede usar en este juego',
  'cards.otherCurrency': 'Esta tarjeta no se puede usar en esta región',
  'cards.otherPrice': 'El valor de esta tarjeta no coincide con el precio de este producto',
  'cards.tooManyGuesses.one':
    'Demasiados números de tarjeta o códigos incorrectos. Vuelve a intentarlo en {minutes} minuto.',
  'cards.tooManyGuesses.other':
    'Demasiados números de tarjeta o códigos incorrectos. Vuelve a intentarlo en {minutes} minutos.',
  'giftCards.invalidCode': 'Código de tarjeta regalo no válido',
  'activity.missing': 'Este evento no existe',
  'activity.notStarted': 'Este evento aún no ha empezado',
  'activity.ended': 'Este evento ha terminado',
  'activity.noSuchReward': 'Este evento no tiene esa recompensa',
  'activity.rewardLocked': 'Aún no has alcanzado esta recompensa',
  'activity.rewardReceived': 'Ya has recibido esta recompensa',
  'daily.missing': 'Ahora mismo no hay recompensa diaria para este juego',
  'daily.claimedToday':
    'Ya has reclamado la recompensa diaria de hoy. Vuelve después del próximo reinicio.',
  'orders.makeUpPayment': 'Pago complementario',
  'orders.prepaidCard': 'Tarjeta prepago',
  'orders.giftCard': 'Tarjeta regalo',
  'caps.dailyReached':
    'Esta compra superaría tu límite de gasto diario de {cap}. Hoy aún puedes gastar {left}.',
  'caps.weeklyReached':
    'Esta compra superaría tu límite de gasto semanal de {cap}. Esta semana aún puedes gastar {left}.',
  'caps.monthlyReached':
    'Esta compra superaría tu límite de gasto mensual de {cap}. Este mes aún puedes gastar {left}.',
  'caps.ageReached':
    'Esta compra superaría el límite mensual de {cap} para tu grupo de edad. Este mes aún puedes gastar {left}.',
  'caps.otherCurrency':
    'Tus límites de gasto están en {currency}. Mientras haya un límite, no se puede comprar en otra moneda.',
  'caps.pinRequired': 'Introduce el PIN parental para cambiar los límites de gasto.',
  'caps.pinWrong': 'El PIN parental es incorrecto.',
  'caps.pinLocked': 'Demasiados PIN incorrectos. Inténtalo de nuevo en {minutes} min.',
  'playerId.unavailable': 'Este juego no admite recargas por ID de jugador.',
  'playerId.notFound':
    'Ningún personaje tiene este ID de jugador. Comprueba el ID y el servidor e inténtalo de nuevo.',
  'playerId.expired': 'Esta confirmación ha caducado. Vuelve a buscar el ID de jugador.',
  'playerId.tooMany': 'Demasiadas búsquedas de ID de jugador. Inténtalo de nuevo en {minutes} min.',
  'playerId.loginNeeded':
    'Los cupones, los artículos limitados y las ofertas requieren iniciar sesión. Por ID de jugador solo se compran artículos normales.',
};
