import type { MessageKey } from './en.ts';

export const pt: Record<MessageKey, string> = {
  'game.notFound': 'Jogo não encontrado',
  'area.unavailable': 'Esta região não está disponível neste site',
  'area.serverElsewhere':
    'Este servidor não pertence à região selecionada. Escolha um servidor desta região.',
  'auth.loginFirst': 'Faça login primeiro.',
  'auth.notVerified': 'É necessária a verificação de identidade',
  'request.invalid': 'Solicitação inválida ({where})',
  'request.tooMany': 'Muitas solicitações, tente novamente em {seconds} s',
  'request.internalError': 'Erro interno',
  'request.unavailable': 'Serviço temporariamente indisponível, tente novamente em instantes',
  'request.badCharacters': 'A solicitação contém caracteres não permitidos ({field})',
  'catalog.roleNotFound': 'Personagem não encontrado. Escolha novamente ou troque de conta.',
  'catalog.unknownProduct': 'Produto desconhecido',
  'accounts.invalidLogin': 'Parâmetros de login inválidos',
  'accounts.loginFailed': 'Conta ou senha incorreta',
  'accounts.loginLocked.one':
    'Muitas tentativas de login malsucedidas. Tente novamente em {minutes} minuto.',
  'accounts.loginLocked.other':
    'Muitas tentativas de login malsucedidas. Tente novamente em {minutes} minutos.',
  'accounts.methodUnavailable':
    'Esta forma de login não está disponível aqui. Faça login com sua conta e senha.',
  'accounts.socialLoginFailed': 'Falha no login. Tente novamente.',
  'accounts.badReturnPage': 'A página de retorno deve ser uma página desta loja.',
  'accounts.loginOtherBrowser':
    'Este login foi iniciado em outro navegador ou o cookie dele sumiu. Inicie o login novamente aqui.',
  'pay.paywayMissing': 'Este método de pagamento não existe.',
  'pay.channelMissing': 'O canal de pagamento não existe, tente novamente.',
  'pay.badParams': 'Parâmetros incorretos para o método de pagamento selecionado',
  'pay.payerDetails': 'Informe os dados do pagador que esta forma de pagamento exige',
  'pay.invalidLink': 'O link é inválido, atualize a página e tente novamente.',
  'pay.illegalCoupon': 'Este cupom não pode ser usado',
  'pay.accountBlocked':
    'As compras nesta conta estão suspensas por causa de um pedido reembolsado. Quite o pagamento complementar pendente pelo link que o atendimento ao cliente enviou e tente novamente.',
  'pay.currencyNotTaken': 'Este método de pagamento não aceita {currency}. Escolha outro.',
  'pay.unavailable': 'Este método de pagamento ainda não está disponível. Escolha outro.',
  'catalog.gameUnavailable':
    'Os servidores do jogo ainda não podem ser acessados a partir desta loja. Tente novamente mais tarde.',
  'pay.queryError': 'Erro de consulta, volte à página inicial e tente novamente',
  'pay.tooManyUnpaid':
    'Você tem pedidos não pagos demais. Pague um deles ou aguarde até que expirem e tente novamente.',
  'coupons.cannotClaim': 'Este cupom não pode ser resgatado',
  'coupons.alreadyClaimed': 'Este cupom já foi resgatado',
  'replenish.invalid':
    'Este link de pagamento complementar é inválido. Entre em contato com o atendimento ao cliente para obter um novo link.',
  'replenish.cancelled':
    'Este link de pagamento complementar foi cancelado. Entre em contato com o atendimento ao cliente para obter um novo link.',
  'replenish.expired':
    'Esta página expirou, entre em contato com o atendimento ao cliente para obter um novo link',
  'replenish.paid': 'Este pagamento complementar já foi pago.',
  'replenish.otherAccount': 'A conta de login deve ser a mesma conta de jogo da recarga.',
  'replenish.otherGame': 'Este link de pagamento complementar pertence a outro jogo.',
  'replenish.paymentUnderWay':
    'Um pagamento deste link já está aguardando conclusão. Conclua-o dentro do prazo de pagamento ou tente novamente em {minutes} minutos.',
  'limits.limitReached': 'Este item não pode ser comprado porque o limite de compra foi atingido',
  'limits.unpaidOrder':
    'Há um pedido deste item que não foi pago com sucesso. Acesse primeiro a página de pagamento para concluir o pagamento.',
  'offers.notStarted': 'Esta oferta ainda não está disponível',
  'offers.ended': 'Esta oferta terminou',
  'offers.stepLocked': 'Conclua primeiro a etapa anterior desta oferta',
  'offers.claimFreeStep': 'Esta etapa é gratuita: resgate-a em vez de pagar',
  'offers.stepTaken': 'Você já tem esta etapa da oferta',
  'cards.invalid': 'Número do cartão ou senha incorretos',
  'cards.invalidCode': 'Código do cartão-presente incorreto',
  'cards.used': 'Este cartão já foi usado',
  'cards.expired': 'Este cartão não pode mais ser usado',
  'cards.otherGame': 'Este cartão não pode ser usado neste jogo',
  'cards.otherCurrency': 'Este cartão não pode ser usado nesta região',
  'cards.otherPrice': 'O valor deste cartão não corresponde ao preço deste produto',
  'cards.tooManyGuesses.one':
    'Muitos números de cartão ou códigos incorretos. Tente novamente em {minutes} minuto.',
  'cards.tooManyGuesses.other':
    'Muitos números de cartão ou códigos incorretos. Tente novamente em {minutes} minutos.',
  'giftCards.invalidCode': 'Código do cartão-presente inválido',
  'activity.missing': 'Este evento não existe',
  'activity.notStarted': 'Este evento ainda não começou',
  'activity.ended': 'Este evento terminou',
  'activity.noSuchReward': 'Este evento não tem essa recompensa',
  'activity.rewardLocked': 'Esta recompensa ainda não foi alcançada',
  'activity.rewardReceived': 'Esta recompensa já foi recebida',
  'daily.missing': 'No momento não há recompensa diária para este jogo',
  'daily.claimedToday':
    'A recompensa diária de hoje já foi resgatada. Volte depois da próxima reinicialização.',
  'orders.makeUpPayment': 'Pagamento complementar',
  'orders.prepaidCard': 'Cartão pré-pago',
  'orders.giftCard': 'Cartão-presente',
  'caps.dailyReached':
    'Esta compra ultrapassaria o seu limite de gastos diário de {cap}. Hoje você ainda pode gastar {left}.',
  'caps.weeklyReached':
    'Esta compra ultrapassaria o seu limite de gastos semanal de {cap}. Nesta semana você ainda pode gastar {left}.',
  'caps.monthlyReached':
    'Esta compra ultrapassaria o seu limite de gastos mensal de {cap}. Neste mês você ainda pode gastar {left}.',
  'caps.ageReached':
    'Esta compra ultrapassaria o limite mensal de {cap} para a sua faixa etária. Neste mês você ainda pode gastar {left}.',
  'caps.otherCurrency':
    'Os seus limites de gastos estão em {currency}. Enquanto houver um limite, não é possível comprar em outra moeda.',
  'caps.pinRequired': 'Digite o PIN do responsável para alterar os limites de gastos.',
  'caps.pinWrong': 'O PIN do responsável está incorreto.',
  'caps.pinLocked': 'Muitos PINs incorretos. Tente novamente em {minutes} min.',
  'playerId.unavailable': 'Este jogo não pode ser recarregado por ID de jogador.',
  'playerId.notFound':
    'Nenhum personagem tem este ID de jogador. Verifique o ID e o servidor e tente novamente.',
  'playerId.expired': 'Esta confirmação expirou. Procure o ID de jogador novamente.',
  'playerId.tooMany': 'Muitas buscas de ID de jogador. Tente novamente em {minutes} min.',
  'playerId.loginNeeded':
    'Cupons, itens limitados e ofertas exigem login. A recarga por ID de jogador compra apenas itens comuns.',
};
