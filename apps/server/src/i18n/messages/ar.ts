import type { MessageKey } from './en.ts';

export const ar: Record<MessageKey, string> = {
  'game.notFound': 'لم يتم العثور على اللعبة',
  'area.unavailable': 'هذه المنطقة غير متاحة على هذا الموقع',
  'auth.loginFirst': 'يرجى تسجيل الدخول أولاً.',
  'auth.notVerified': 'يلزم التحقق من الهوية',
  'request.invalid': 'طلب غير صالح ({where})',
  'request.tooMany': 'طلبات كثيرة جدًا، أعد المحاولة بعد {seconds} ث',
  'request.internalError': 'خطأ داخلي',
  'request.badCharacters': 'يحتوي الطلب على أحرف غير مسموح بها ({field})',
  'catalog.roleNotFound': 'تعذّر العثور على الشخصية، يُرجى إعادة الاختيار أو تغيير الحساب',
  'catalog.unknownProduct': 'منتج غير معروف',
  'accounts.invalidLogin': 'بيانات تسجيل الدخول غير صالحة',
  'accounts.loginFailed': 'الحساب أو كلمة المرور غير صحيحة',
  'accounts.loginLocked.one':
    'محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'accounts.loginLocked.other':
    'محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'accounts.methodUnavailable':
    'طريقة تسجيل الدخول هذه غير متاحة هنا. يُرجى تسجيل الدخول باستخدام حسابك وكلمة المرور.',
  'pay.paywayMissing': 'طريقة الدفع هذه غير موجودة.',
  'pay.channelMissing': 'قناة الدفع غير موجودة، يُرجى المحاولة مرة أخرى.',
  'pay.badParams': 'معلمات غير صحيحة لطريقة الدفع المحددة',
  'pay.invalidLink': 'الرابط غير صالح، يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
  'pay.illegalCoupon': 'لا يمكن استخدام هذه القسيمة',
  'pay.queryError': 'خطأ في الاستعلام، يُرجى العودة إلى الصفحة الرئيسية والمحاولة مرة أخرى',
  'coupons.cannotClaim': 'لا يمكن استلام هذه القسيمة',
  'coupons.alreadyClaimed': 'تم استلام هذه القسيمة بالفعل',
  'replenish.invalid':
    'رابط الدفعة التكميلية هذا غير صالح. يُرجى التواصل مع خدمة العملاء للحصول على رابط جديد.',
  'replenish.cancelled':
    'تم إلغاء رابط الدفعة التكميلية هذا. يُرجى التواصل مع خدمة العملاء للحصول على رابط جديد.',
  'replenish.expired': 'انتهت صلاحية هذه الصفحة، تواصل مع خدمة العملاء للحصول على رابط جديد',
  'replenish.paid': 'تم دفع هذه الدفعة التكميلية بالفعل.',
  'replenish.otherAccount': 'يجب أن يتطابق حساب تسجيل الدخول مع حساب اللعبة المراد شحنه.',
  'replenish.otherGame': 'رابط الدفعة التكميلية هذا يخص لعبة أخرى.',
  'replenish.paymentUnderWay':
    'هناك دفعة لهذا الرابط بانتظار الإكمال بالفعل. أكملها خلال مهلة الدفع، أو حاول مرة أخرى بعد {minutes} دقيقة.',
  'limits.limitReached': 'لا يمكن شراء هذا المنتج لأنه تم الوصول إلى حد الشراء',
  'limits.unpaidOrder':
    'يوجد طلب لهذا المنتج لم يتم دفعه بنجاح. يرجى الانتقال إلى صفحة الدفع لإكمال الدفع أولاً.',
  'cards.invalid': 'رقم البطاقة أو كلمة المرور غير صحيحة',
  'cards.invalidCode': 'رمز بطاقة الهدية غير صحيح',
  'cards.used': 'تم استخدام هذه البطاقة بالفعل',
  'cards.expired': 'لم يعد بالإمكان استخدام هذه البطاقة',
  'cards.otherGame': 'لا يمكن استخدام هذه البطاقة لهذه اللعبة',
  'cards.otherCurrency': 'لا يمكن استخدام هذه البطاقة في هذه المنطقة',
  'cards.otherPrice': 'قيمة هذه البطاقة لا تطابق سعر هذا المنتج',
  'cards.tooManyGuesses.one':
    'أُدخلت أرقام بطاقات أو رموز خاطئة مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'cards.tooManyGuesses.other':
    'أُدخلت أرقام بطاقات أو رموز خاطئة مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'giftCards.invalidCode': 'رمز بطاقة الهدية غير صالح',
  'activity.missing': 'هذه الفعالية غير موجودة',
  'activity.notStarted': 'لم تبدأ هذه الفعالية بعد',
  'activity.ended': 'انتهت هذه الفعالية',
  'activity.noSuchReward': 'لا تتضمن هذه الفعالية هذه المكافأة',
  'activity.rewardLocked': 'لم يتم الوصول إلى هذه المكافأة بعد',
  'activity.rewardReceived': 'تم استلام هذه المكافأة بالفعل',
};
