// Codapay takes country and currency as ISO numeric codes: "country: ISO 3166 based country
// code", "currency: ISO 4217 based" — e.g. 360/360 for Indonesia/IDR, 158/901 for Taiwan/TWD, 840
// for USD (https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/
// integration-guides/redirection-flow/initiate-a-payment, .../hosted-payment-page-integration/
// initiate-a-payment-request, .../additional-features/initiate-usd-transactions/request-flow).
// The tables hold the countries Coda serves and their local currency (the currency of a
// notification's TotalPrice: "this will be in local currency", .../transaction-notification).

/** ISO 3166-1 alpha-2 → [ISO 3166-1 numeric, local currency]. */
const countries: Record<string, [number, string]> = {
  AE: [784, 'AED'],
  AU: [36, 'AUD'],
  BD: [50, 'BDT'],
  BH: [48, 'BHD'],
  BR: [76, 'BRL'],
  CL: [152, 'CLP'],
  CO: [170, 'COP'],
  EG: [818, 'EGP'],
  GB: [826, 'GBP'],
  HK: [344, 'HKD'],
  ID: [360, 'IDR'],
  IN: [356, 'INR'],
  IQ: [368, 'IQD'],
  JO: [400, 'JOD'],
  JP: [392, 'JPY'],
  KE: [404, 'KES'],
  // Cambodia: "Some regions use US dollars as a currency unit ... Such as Cambodia"
  // (.../initiate-usd-transactions/complete-notification-logs-showing-usd-price).
  KH: [116, 'USD'],
  KR: [410, 'KRW'],
  KW: [414, 'KWD'],
  LA: [418, 'LAK'],
  LK: [144, 'LKR'],
  MM: [104, 'MMK'],
  MX: [484, 'MXN'],
  MY: [458, 'MYR'],
  NG: [566, 'NGN'],
  NP: [524, 'NPR'],
  OM: [512, 'OMR'],
  PE: [604, 'PEN'],
  PH: [608, 'PHP'],
  PK: [586, 'PKR'],
  QA: [634, 'QAR'],
  RU: [643, 'RUB'],
  SA: [682, 'SAR'],
  SG: [702, 'SGD'],
  TH: [764, 'THB'],
  TR: [792, 'TRY'],
  TW: [158, 'TWD'],
  US: [840, 'USD'],
  VN: [704, 'VND'],
  ZA: [710, 'ZAR'],
};

/** ISO 4217 alphabetic → numeric. */
const currencies: Record<string, number> = {
  AED: 784,
  AUD: 36,
  BDT: 50,
  BHD: 48,
  BRL: 986,
  CLP: 152,
  COP: 170,
  EGP: 818,
  EUR: 978,
  GBP: 826,
  HKD: 344,
  IDR: 360,
  INR: 356,
  IQD: 368,
  JOD: 400,
  JPY: 392,
  KES: 404,
  KHR: 116,
  KRW: 410,
  KWD: 414,
  LAK: 418,
  LKR: 144,
  MMK: 104,
  MXN: 484,
  MYR: 458,
  NGN: 566,
  NPR: 524,
  OMR: 512,
  PEN: 604,
  PHP: 608,
  PKR: 586,
  QAR: 634,
  RUB: 643,
  SAR: 682,
  SGD: 702,
  THB: 764,
  TRY: 949,
  TWD: 901,
  USD: 840,
  VND: 704,
  ZAR: 710,
};

export function countryNumeric(alpha2: string): number | null {
  return Object.hasOwn(countries, alpha2) ? countries[alpha2]![0] : null;
}

export function localCurrencyOf(alpha2: string): string | null {
  return Object.hasOwn(countries, alpha2) ? countries[alpha2]![1] : null;
}

export function currencyNumeric(code: string): number | null {
  return Object.hasOwn(currencies, code) ? currencies[code]! : null;
}

/** ISO 3166-1 numeric → alpha-2 of a country Coda serves, or null (the emulator reads inits). */
export function countryAlpha2(numeric: number): string | null {
  return Object.entries(countries).find(([, [code]]) => code === numeric)?.[0] ?? null;
}

/** ISO 4217 numeric → alphabetic, or null. */
export function currencyAlpha(numeric: number): string | null {
  return Object.entries(currencies).find(([, code]) => code === numeric)?.[0] ?? null;
}
